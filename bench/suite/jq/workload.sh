# suite/jq/workload.sh -- jq runs the filters of suite/jq/filters (select,
# group_by, sort, unique, reduce, tostring, @csv, rewriting the whole
# document) over a generated JSON array of 40000 records, ~20 MB
# (quick: 8000); every filter is one step, parsing the document again.

make_inputs ()
{
  "$PLAIN_CC" -O2 -o "$1/gen-json" "$suite_dir/jq/gen-json.c"
  "$1/gen-json" "$([ "$quick" = yes ] && echo 8000 || echo 40000)" \
    > "$1/input.json"
}

run_workload ()
{
  local bin=$1 in=$2 name flags filter
  while IFS=$'\t' read -r name flags filter; do
    case $name in '#'* | '') continue ;; esac
    step "$name" "$bin" "$flags" "$filter" "$in/input.json"
  done < "$suite_dir/jq/filters"
}
