# suite/xmllint/planted.sh -- trigger for planted.patch: xmlSAX2Text
# (every run of character data the parser delivers) grows a text node's
# buffer only when the text it appends no longer fits with > instead of
# >=, so when it fits exactly, the terminating NUL goes one byte past
# the buffer.  Entity references split a text node into many small
# appends; one of them soon ends exactly at the end of the buffer.

planted_run ()
{
  local bin=$1
  printf '<d>%s</d>\n' "$(printf 'ab&amp;cd&lt;%.0s' $(seq 200))" |
    "$bin" --noout -
}
