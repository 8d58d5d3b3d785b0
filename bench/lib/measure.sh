# bench/lib/measure.sh -- timing one workload step, and the statistics
# of the table (median, geometric mean).  Sourced.

# step NAME [-i FILE] CMD...: run CMD under /usr/bin/time, its standard
# input FILE (else /dev/null), its standard output to $STEP_OUT/NAME.out,
# its standard error appended to $STEP_OUT/stderr, killed after
# $STEP_TIMEOUT seconds (default 900); append "NAME cpu-seconds peak-kB
# exit-status" to $STEP_OUT/times.
# The workload scripts (suite/*/workload.sh) call it, in a subshell
# where the driver has set STEP_OUT.
step ()
{
  local name=$1 input=/dev/null rc=0
  shift
  if [ "$1" = -i ]; then
    input=$2
    shift 2
  fi
  /usr/bin/time -f '%U %S %M' -o "$STEP_OUT/time.tmp" \
    timeout "${STEP_TIMEOUT:-900}" "$@" \
    < "$input" > "$STEP_OUT/$name.out" 2>> "$STEP_OUT/stderr" || rc=$?
  tail -n 1 "$STEP_OUT/time.tmp" |
    awk -v n="$name" -v rc=$rc '{ printf "%s %.2f %d %d\n", n, $1 + $2, $3, rc }' \
    >> "$STEP_OUT/times"
  rm -f "$STEP_OUT/time.tmp"
}

# median: the median of the numbers on standard input, one a line.
median ()
{
  sort -g | awk '{ v[NR] = $1 }
                 END { if (NR == 0) print "nan";
                       else if (NR % 2) print v[(NR + 1) / 2];
                       else printf "%.3f\n", (v[NR / 2] + v[NR / 2 + 1]) / 2 }'
}

# ratio A B: A / B with 2 decimals, "-" if either is missing or B is 0.
ratio ()
{
  awk -v a="$1" -v b="$2" 'BEGIN {
    if (a == "" || b == "" || a == "-" || b == "-" || a == "nan" || b + 0 <= 0)
      print "-";
    else printf "%.2f\n", a / b }'
}

# geomean: the geometric mean of the numbers on standard input ("-" and
# blank lines skipped), "-" if there are none.
geomean ()
{
  awk '$1 != "-" && $1 + 0 > 0 { s += log($1); n++ }
       END { if (n) printf "%.2f\n", exp(s / n); else print "-" }'
}
