# suite/xz/workload.sh -- compress a 12 MB mixed input (bench/workload.c,
# another seed than bzip2's; quick: 3 MB) with xz -6 (8 MiB dictionary,
# single thread, CRC32 check: liblzma's C code, where the default CRC64
# would be x86 CLMUL intrinsics), then decompress it.

make_inputs ()
{
  "$PLAIN_CC" -O2 -o "$1/workload" "$bench_dir/workload.c"
  "$1/workload" "$([ "$quick" = yes ] && echo 3 || echo 12)" 7 > "$1/input"
}

run_workload ()
{
  local bin=$1 in=$2
  step compress "$bin" -6 -T1 --check=crc32 -c "$in/input"
  step decompress "$bin" -d -c "$STEP_OUT/compress.out"
}
