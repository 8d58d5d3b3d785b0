# suite/bzip2/workload.sh -- compress a 20 MB mixed input (bench/workload.c:
# text, log lines, random bytes, runs) with -9, then decompress it.

make_inputs ()
{
  "$PLAIN_CC" -O2 -o "$1/workload" "$bench_dir/workload.c"
  "$1/workload" "$([ "$quick" = yes ] && echo 4 || echo 20)" > "$1/input"
}

run_workload ()
{
  local bin=$1 in=$2
  step compress "$bin" -9 -c "$in/input"
  step decompress "$bin" -d -c "$STEP_OUT/compress.out"
}
