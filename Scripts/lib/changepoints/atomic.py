"""Atomic file writing for the change-point scripts: a temporary file in the
target's folder, renamed over it, so a reader never sees half a file."""

import os
import tempfile


def write_atomically(path, text):
    """Writes `text` to `path` through a temporary file and a rename."""
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    handle, temporary = tempfile.mkstemp(dir=folder, prefix=".tmp-")
    try:
        with os.fdopen(handle, "w") as out:
            out.write(text)
        os.chmod(temporary, 0o644)
        os.replace(temporary, path)
    except BaseException:
        if os.path.exists(temporary):
            os.remove(temporary)
        raise
