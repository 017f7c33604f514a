"""A temporary git worktree of HEAD with one patch applied, for the checks
that break the Canvas on purpose (Evaluations/broken-canvas-check,
Evaluations/y-edge-check): the checkout running them is never touched.
The tree is seeded with a copy of .build, so each build is incremental, and
links .venv-raylib, so raster.matchesRaylib runs there too; it is removed
on the way out, whatever happens."""
import contextlib
import os
import re
import shutil
import subprocess
import tempfile


@contextlib.contextmanager
def temporary_tree(root):
    """Yields (tree, scratch): a detached worktree of root's HEAD and a
    scratch folder beside it; both are removed afterwards."""
    work = tempfile.mkdtemp()
    tree = os.path.join(work, "tree")
    subprocess.run(["git", "-C", root, "worktree", "add", "--detach", "--quiet", tree, "HEAD"], check=True)
    # SwiftPM leaves a lock file per build folder in TMPDIR, named after the
    # folder's path, and never removes it: the tree's builds (and what they
    # run) get a TMPDIR inside work, removed with it.
    saved_tmpdir = os.environ.get("TMPDIR")
    os.environ["TMPDIR"] = os.path.join(work, "tmp")
    os.makedirs(os.environ["TMPDIR"])
    try:
        if os.path.isdir(os.path.join(root, ".build")):
            shutil.copytree(os.path.join(root, ".build"), os.path.join(tree, ".build"), symlinks=True,
                            ignore=shutil.ignore_patterns("ModuleCache"))
        if os.path.exists(os.path.join(root, ".venv-raylib")):
            os.symlink(os.path.realpath(os.path.join(root, ".venv-raylib")), os.path.join(tree, ".venv-raylib"))
        scratch = os.path.join(work, "scratch")
        os.makedirs(scratch)
        yield tree, scratch
    finally:
        if saved_tmpdir is None:
            os.environ.pop("TMPDIR", None)
        else:
            os.environ["TMPDIR"] = saved_tmpdir
        subprocess.run(["git", "-C", root, "worktree", "remove", "--force", tree], capture_output=True)
        shutil.rmtree(work, ignore_errors=True)


def apply_patch(tree, path, pattern, replacement):
    """Replaces the one match of pattern in tree/path; returns the file's
    original text (to restore it), or None when the pattern does not match
    exactly once (the patch no longer applies)."""
    file = os.path.join(tree, path)
    with open(file) as handle:
        original = handle.read()
    patched, count = re.subn(pattern, lambda _: replacement, original)
    if count != 1:
        return None
    with open(file, "w") as handle:
        handle.write(patched)
    return original


def build_fuzz(tree):
    """The debug fuzz tool of tree, built under the shared build lock; its
    path, or None when the build failed."""
    build = subprocess.run(["flock", "/tmp/swift-build.lock", "swift", "build", "--product", "fuzz",
                            "--package-path", tree], capture_output=True, text=True)
    return os.path.join(tree, ".build", "debug", "fuzz") if build.returncode == 0 else None
