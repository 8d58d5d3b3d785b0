# suite/bzip2/planted.sh -- trigger for planted.patch: mainSort's
# cumulative frequency loop runs one entry past ftab[] (65537 UInt32s,
# malloc'ed), reading and writing ftab[65537] for every block sorted.
# Any input of a few kB that goes through mainSort triggers it.

planted_run ()
{
  local bin=$1 dir=$2
  head -c 200000 "$dir/input" | "$bin" -9 -c > /dev/null
}
