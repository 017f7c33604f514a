# Temporary git worktrees for building other commits of this repository,
# shared by Scripts/run/bench-range and Scripts/run/bench-ab (source it; it sets
# traps). Every worktree made with worktree_add is removed on any exit,
# including Ctrl-C and kill, and a build or run still going (its whole
# process group) is stopped first. Builds take the shared build lock
# (/tmp/swift-build.lock), so no two Swift builds run at once.
#
#   worktree_add ROOT COMMIT VAR   check COMMIT out (detached) in a new
#                                  temporary worktree; its path goes in VAR
#   worktree_checkout DIR COMMIT   move an existing worktree to COMMIT
#   in_group COMMAND...            run COMMAND in its own process group
#   build_benchmarks DIR           release build of DIR/Benchmarks (in DIR/.build), locked
#   benchmarks_binary DIR          print the path of DIR's bench executable
#                                  (Scripts/lib/benchmarks.bash)

source "$(dirname "${BASH_SOURCE[0]}")/benchmarks.bash"

worktree_root=""
worktree_dirs=()
child=""

worktree_cleanup() {
  if [ -n "$child" ]; then kill -TERM -- "-$child" 2>/dev/null || true; wait "$child" 2>/dev/null || true; fi
  local dir
  for dir in "${worktree_dirs[@]}"; do
    git -C "$worktree_root" worktree remove --force "$dir" >/dev/null 2>&1 || true
    rm -rf "$dir"
  done
  [ -z "$worktree_root" ] || git -C "$worktree_root" worktree prune >/dev/null 2>&1 || true
  [ "$(type -t worktree_extra_cleanup)" != function ] || worktree_extra_cleanup
}
trap worktree_cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

# Runs a command in its own process group and waits for it; `wait` returns
# at once on a signal, so Ctrl-C and kill reach the cleanup without waiting
# for a build to finish.
in_group() {
  setsid "$@" &
  child=$!
  local status=0
  wait "$child" || status=$?
  child=""
  return "$status"
}

# Its locals are prefixed so that the caller's variable named in VAR (often
# a local called dir) is the one set.
worktree_add() {
  local _wt_root=$1 _wt_commit=$2 _wt_dir
  worktree_root=$_wt_root
  _wt_dir=$(mktemp -d "${TMPDIR:-/tmp}/bench-worktree.XXXXXX")
  rmdir "$_wt_dir"
  worktree_dirs+=("$_wt_dir")
  git -C "$_wt_root" worktree add --detach --quiet "$_wt_dir" "$_wt_commit"
  printf -v "$3" '%s' "$_wt_dir"
}

worktree_checkout() {
  git -C "$1" checkout --detach --force --quiet "$2"
  git -C "$1" clean -fdq -e .build -e Benchmarks/.build
}

# SwiftPM 6.3 keeps a package's list of sources between builds, so after a
# checkout that adds or removes a source file, an incremental build fails
# with "missing inputs" or "cannot find ... in scope"; a failed build is
# therefore tried once more from a clean build folder (the checkout's
# .build, which Benchmarks/ shares: Scripts/lib/benchmarks.bash). SwiftPM
# leaves a lock file per build folder in TMPDIR, named after the folder's
# path, and never removes it: the build's TMPDIR is the build folder
# itself, so a worktree's goes with it.
build_benchmarks() {
  local build="$1/.build" lib
  lib="$(dirname "${BASH_SOURCE[0]}")/benchmarks.bash"
  # A command, not the function: in_group and flock run programs.
  local command=(bash -c 'source "$0" && benchmarks_build "$1"' "$lib" "$1")
  mkdir -p "$build"
  TMPDIR="$build" in_group flock /tmp/swift-build.lock "${command[@]}" >&2 \
    || { rm -rf "$build"; mkdir -p "$build"
         TMPDIR="$build" in_group flock /tmp/swift-build.lock "${command[@]}" >&2; }
}
