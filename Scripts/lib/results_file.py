"""One home for how the measurement scripts (case-cost, peer-benchmark,
throughput-ratios) name and write their results: results/<kind>/<UTC
time>-<commit>.json and .md, each written to a temporary file and renamed,
so an interrupted run leaves no half-written file."""
import datetime
import json
import os
import subprocess

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def stamp_and_commit():
    """The UTC time stamp and short commit a result is named after."""
    commit = subprocess.run(["git", "-C", ROOT, "rev-parse", "--short=12", "HEAD"],
                            capture_output=True, text=True).stdout.strip() or "unknown"
    stamp = datetime.datetime.now(datetime.timezone.utc).strftime("%Y%m%dT%H%M%SZ")
    return stamp, commit


def atomic_write(path, text):
    """Writes text to path through a temporary file in the same folder and a
    rename, removing the temporary file if anything fails. The folder is
    made if missing; the file is readable by all (mkstemp makes it 0600)."""
    import tempfile
    directory = os.path.dirname(os.path.abspath(path))
    os.makedirs(directory, exist_ok=True)
    fd, temporary = tempfile.mkstemp(dir=directory, prefix="." + os.path.basename(path) + ".", suffix=".tmp")
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.chmod(temporary, 0o644)
        os.replace(temporary, path)
    except BaseException:
        if os.path.exists(temporary):
            os.unlink(temporary)
        raise


def write_results(kind, stamp, commit, document, markdown):
    """Writes results/<kind>/<stamp>-<commit>.json and .md; returns the base path."""
    directory = os.path.join(ROOT, "results", kind)
    os.makedirs(directory, exist_ok=True)
    base = os.path.join(directory, f"{stamp}-{commit}")
    for path, text in ((base + ".json", json.dumps(document, indent=2) + "\n"), (base + ".md", markdown)):
        atomic_write(path, text)
    return base
