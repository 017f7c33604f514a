# The usage text of a shell script is its leading comment block, so the
# help a script prints and the header a reader opens cannot drift apart.
# Source it, then call `script_help "$0"` (prints the block after the
# shebang, up to the first line that is not a comment).
script_help() {
  sed -n '2,/^[^#]/{/^#/p}' "$1" | sed 's/^# \{0,1\}//'
}
