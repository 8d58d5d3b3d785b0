# suite/lua/workload.sh -- run bench.lua (binary trees, n-body, string
# building/matching/substitution, table.sort, hash tables) at scale 2
# (quick: 0.5).

make_inputs ()
{
  cp "$suite_dir/lua/bench.lua" "$1/bench.lua"
  if [ "$quick" = yes ]; then echo 0.5; else echo 2; fi > "$1/scale"
}

run_workload ()
{
  local bin=$1 in=$2
  step bench "$bin" "$in/bench.lua" "$(cat "$in/scale")"
}
