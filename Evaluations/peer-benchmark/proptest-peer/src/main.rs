//! The proptest peer of the fuzzer's `clip.wellFormed`, for
//! Evaluations/peer-benchmark/peer-benchmark: the engine's `clipRect`, the
//! property's check and labels, and its generator, ported branch for
//! branch, run by proptest's `TestRunner` in one of two styles for a time,
//! on one thread.
//!
//! usage: proptest-peer composed|hand-written SECONDS
//!
//! Prints one JSON line: the style, cases run, seconds, cases per second
//! and each label's count. Exit codes: 0 done, 1 the property failed (the
//! port is wrong: proptest's message follows), 2 bad usage.

mod catalog;
mod composed;
mod geometry;
mod hand;
mod integers;
mod property;
#[cfg(test)]
mod tests;

use std::process::exit;
use std::time::{Duration, Instant};

use proptest::strategy::Strategy;
use proptest::test_runner::{Config, RngAlgorithm, TestRng, TestRunner};

use property::{check, ClipInput, Tally, LABELS};

/// Cases a runner runs before the clock is read again: a runner counts its
/// successes from creation, so each batch is a fresh runner that carries
/// the previous one's RNG on.
const BATCH: u32 = 10_000;

/// Runs `strategy` in batches until `seconds` have passed; the cases run
/// and the time they took.
fn measure<S: Strategy<Value = ClipInput>>(
    strategy: &S,
    seconds: f64,
    tally: &Tally,
) -> (u64, f64) {
    // No failure file: a run writes nothing, as the fuzzer's --no-corpus.
    let config = Config {
        cases: BATCH,
        failure_persistence: None,
        ..Config::default()
    };
    let mut rng = TestRng::deterministic_rng(RngAlgorithm::ChaCha);
    let budget = Duration::from_secs_f64(seconds);
    let start = Instant::now();
    let mut cases = 0u64;
    loop {
        let mut runner = TestRunner::new_with_rng(config.clone(), rng);
        if let Err(failure) = runner.run(strategy, |input| check(input, tally)) {
            eprintln!("proptest-peer: clip.wellFormed failed: {failure}");
            exit(1);
        }
        cases += u64::from(BATCH);
        rng = runner.new_rng();
        if start.elapsed() >= budget {
            return (cases, start.elapsed().as_secs_f64());
        }
    }
}

fn usage(message: &str) -> ! {
    eprintln!("proptest-peer: {message}\nusage: proptest-peer composed|hand-written SECONDS");
    exit(2);
}

fn main() {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.len() != 2 {
        usage("expected a style and a time");
    }
    let seconds = match args[1].parse::<f64>() {
        Ok(value) if value > 0.0 && value.is_finite() => value,
        _ => usage(&format!(
            "SECONDS must be a positive number, not '{}'",
            args[1]
        )),
    };
    let tally = Tally::default();
    let (cases, elapsed) = match args[0].as_str() {
        "composed" => measure(&composed::clip_inputs(), seconds, &tally),
        "hand-written" => measure(&hand::ClipInputs::new(), seconds, &tally),
        other => usage(&format!(
            "unknown style '{other}' (composed or hand-written)"
        )),
    };
    let labels: Vec<String> = LABELS
        .iter()
        .zip(tally.counts.iter())
        .map(|(label, count)| format!("\"{label}\": {}", count.get()))
        .collect();
    println!(
        "{{\"style\": \"{}\", \"property\": \"clip.wellFormed\", \"cases\": {cases}, \"seconds\": {:.3}, \
         \"cases_per_second\": {:.1}, \"labels\": {{{}}}}}",
        args[0],
        elapsed,
        cases as f64 / elapsed,
        labels.join(", ")
    );
}
