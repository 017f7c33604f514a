/// The text of `track --help`.
let usageText = """
  usage: track <command> [options]

  Reads Google Benchmark JSON files (bare NaN/Infinity accepted), compares runs
  with the Mann-Whitney U test, keeps a per-machine history and draws it.

  commands:
    compare BASELINE CONTENDER   compare two runs benchmark by benchmark
      --metric real_time|cpu_time|instructions   what to compare (default real_time)
      --threshold P       noise threshold in percent (default 5): smaller changes
                          of the median are 'unchanged' whatever the p-value
      --alpha A           significance level for adjusted p-values (default 0.05)
      --correction holm|bh|none   correction across benchmarks (default holm)
      --min-repetitions N fewer repetitions on a side is 'unreliable' (default 5)
      --markdown FILE     also write the table as Markdown
    history              regenerate the history page from every stored run
      --results DIR       results root holding benchmarks/ (default results);
                          with --metric instructions, DIR/instructions/ is read
      --html FILE         page to write (default DIR/history.html, or
                          DIR/history-instructions.html for instructions)
      --markdown FILE     summary to write (default DIR/history.md, or
                          DIR/history-instructions.md)
      --metric, --threshold, --alpha, --correction, --min-repetitions as above
    baseline             print the baseline run for a contender's machine
      --results DIR       results root (default results)
      --for FILE          the contender (default: the newest run in DIR/benchmarks)
      --set FILE          record FILE as its machine's baseline instead
                          (written to DIR/baselines/<machine>.json)
    import-callgrind RUN DUMP...  add per-iteration 'instructions' counters from
                          callgrind dumps to a run's JSON
      --out FILE          where to write the result (required)

  A change is a regression only when it is significant (adjusted p < alpha)
  AND the median moved by more than the threshold. `baseline` prints nothing
  when the machine has no earlier run.

  exit status: 0 ok (improvements included), 1 a regression, 2 bad input
  (missing or malformed file, bad option; the message names it).
  """
