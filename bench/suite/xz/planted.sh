# suite/xz/planted.sh -- trigger for planted.patch: lzma_crc32's byte
# loop becomes a do/while that runs once more than it should, reading
# the byte after every buffer it checksums (the workload uses
# --check=crc32: xz 5.4's crc64 is x86 CLMUL intrinsics on this
# machine, crc32 the plain C loop).  The encoder checksums xz's static
# 8 KiB input buffer (in_buf in src/xz/coder.c) as a whole, so
# compressing anything larger than 8 KiB reads one byte past it.

planted_run ()
{
  local bin=$1 dir=$2
  head -c 100000 "$dir/input" | "$bin" -1 -T1 --check=crc32 -c > /dev/null
}
