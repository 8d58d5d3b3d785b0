# bench/attacks/lib.sh -- shared by bench/attacks/run and the per-program
# scripts.  Sourced, not run.
#
# Conventions
#   $ATT      bench/attacks (the scripts, inputs, patches)
#   $WORK     bench/attacks/work (sources, builds, results; not committed)
#   $FOC_GCC  foc-gcc to build with
#   CFLAGS_ALL  the flags every build gets (plain and foc alike)
#
# A program's requests are a file of lines
#     KIND<TAB>NAME<TAB>COMMAND
# KIND is normal or attack.  COMMAND is run by bash in a fresh empty
# directory with PATH starting with the build's bin directory (so every
# build is invoked by the same name and prints the same argv[0]) and $IN
# naming the inputs directory.  What a request produced is its exit status,
# stdout, stderr and the checksums of the files it created.

CFLAGS_ALL=${CFLAGS_ALL:--O2 -g -fno-stack-protector -U_FORTIFY_SOURCE}

say () { echo "attacks: $*" >&2; }

# fetch_src PKG -> $WORK/src/PKG_*.dsc (downloaded once).  Falls back on the
# other versions apt knows when the newest cannot be fetched (a security
# update whose .dsc is not on the mirror).
fetch_src ()
{
  local pkg=$1 v
  mkdir -p "$WORK/src"
  if ls "$WORK/src/${pkg}"_*.dsc >/dev/null 2>&1; then return 0; fi
  ( cd "$WORK/src" && apt-get source -d "$pkg" >/dev/null 2>&1 ) && return 0
  for v in $(apt-cache showsrc "$pkg" | sed -n 's/^Version: //p'); do
    ( cd "$WORK/src" && apt-get source -d "$pkg=$v" >/dev/null 2>&1 ) && return 0
  done
  say "cannot fetch the source of $pkg"; return 1
}

# extract PKG DIR [SKIP...] -- unpack PKG's upstream source into DIR and
# apply debian/patches/series in order, leaving out every patch whose name
# starts with one of the SKIP prefixes (the security fixes to revert).
extract ()
{
  local pkg=$1 dir=$2 p s skip; shift 2
  local dsc; dsc=$(ls "$WORK/src/${pkg}"_*.dsc | head -1)
  rm -rf "$dir"
  dpkg-source -x --skip-patches "$dsc" "$dir" >/dev/null 2>&1 \
    || { say "dpkg-source -x $dsc failed"; return 1; }
  [ -f "$dir/debian/patches/series" ] || return 0
  for p in $(grep -v '^#' "$dir/debian/patches/series"); do
    skip=no
    for s in "$@"; do case $p in "$s"*) skip=yes ;; esac; done
    if [ $skip = yes ]; then
      echo "$p" >> "$dir/.reverted-patches"; continue
    fi
    patch -d "$dir" -p1 -s < "$dir/debian/patches/$p" \
      || { say "$pkg: patch $p does not apply"; return 1; }
  done
}

# run_requests PROG REQFILE BUILD BINDIR FOC_MODE OUTDIR
# FOC_MODE: none (plain builds), abort or oblivious.  Reports go to
# OUTDIR/NAME.foc so that stderr stays comparable with the fixed build's.
run_requests ()
{
  local prog=$1 reqs=$2 build=$3 bindir=$4 mode=$5 out=$6
  local kind name cmd d rc
  mkdir -p "$out"
  while IFS=$'\t' read -r kind name cmd; do
    case $kind in normal|attack) ;; *) continue ;; esac
    d=$(mktemp -d "$WORK/run.XXXXXX")
    rm -f "$out/$name.foc"
    ( cd "$d" && export PATH="$bindir:$PATH" IN="$WORK/in/$prog" \
        && if [ "$mode" = none ]; then unset FOC_OPTIONS; \
           else export FOC_OPTIONS="mode=$mode:max_reports=0:log_path=$out/$name.foc"; fi \
        && timeout 60 bash -c "$cmd" > "$out/$name.out" 2> "$out/$name.err" < /dev/null ) \
      && rc=0 || rc=$?
    echo $rc > "$out/$name.rc"
    ( cd "$d" && find . -type f | LC_ALL=C sort | xargs -r md5sum ) > "$out/$name.files"
    rm -rf "$d"
    echo "$kind $name" >> "$out/.list"
  done < "$reqs"
}

signame () { local n=$(( $1 - 128 )); kill -l "$n" 2>/dev/null || echo "$1"; }

# describe OUTDIR REFDIR NAME -> one word or phrase for that request
describe ()
{
  local out=$1 ref=$2 name=$3 rc
  rc=$(cat "$out/$name.rc")
  if [ "$rc" -ge 128 ] && [ "$rc" -lt 160 ]; then
    echo "killed by SIG$(signame "$rc")"; return
  fi
  [ "$rc" = 124 ] && { echo "hung (timeout)"; return; }
  if cmp -s "$out/$name.out" "$ref/$name.out" && cmp -s "$out/$name.err" "$ref/$name.err" \
     && cmp -s "$out/$name.files" "$ref/$name.files" && [ "$rc" = "$(cat "$ref/$name.rc")" ]; then
    echo "same as fixed"
  else
    echo "differs from fixed (exit $rc)"
  fi
}

# foc_counts FILE -> "N (R reads, W writes)" from the summary line
foc_counts ()
{
  local f=$1
  [ -s "$f" ] || { echo 0; return; }
  sed -n 's/^foc: summary: \([0-9]*\) out-of-bounds accesses (\(.*\)) at .*/\1 (\2)/p' "$f" | tail -1
}

# time_requests REQFILE PROG BINDIR MODE REPS KIND -> mean ms per request
time_requests ()
{
  local reqs=$1 prog=$2 bindir=$3 mode=$4 reps=$5 want=$6
  local d t0 t1 n=0 kind name cmd i
  d=$(mktemp -d "$WORK/time.XXXXXX")
  t0=$(date +%s%N)
  for ((i = 0; i < reps; i++)); do
    while IFS=$'\t' read -r kind name cmd; do
      [ "$kind" = "$want" ] || continue
      ( cd "$d" && export PATH="$bindir:$PATH" IN="$WORK/in/$prog" \
          && if [ "$mode" = none ]; then unset FOC_OPTIONS; \
             else export FOC_OPTIONS="mode=$mode:log_path=/dev/null"; fi \
          && timeout 60 bash -c "$cmd" >/dev/null 2>&1 </dev/null ) || true
      rm -rf "${d:?}"/* 2>/dev/null
      n=$((n + 1))
    done < "$reqs"
  done
  t1=$(date +%s%N)
  rm -rf "$d"
  awk -v a="$t0" -v b="$t1" -v n="$n" 'BEGIN { printf "%.2f", (b - a) / 1e6 / n }'
}

# evaluate PROG REQFILE FIXEDBIN PLAINBIN FOCBIN REPS -- run everything for
# one program and append its rows to $WORK/results/table.md; details go to
# $WORK/results/PROG/.
evaluate ()
{
  local prog=$1 reqs=$2 fixed=$3 plain=$4 foc=$5 reps=$6
  local R=$WORK/results/$prog b kind name
  rm -rf "$R"; mkdir -p "$R"
  say "$prog: running the requests (fixed, plain, abort, oblivious)"
  run_requests "$prog" "$reqs" fixed "$fixed" none "$R/fixed"
  run_requests "$prog" "$reqs" plain "$plain" none "$R/plain"
  run_requests "$prog" "$reqs" abort "$foc" abort "$R/abort"
  run_requests "$prog" "$reqs" oblivious "$foc" oblivious "$R/oblivious"
  {
    echo "## $prog"
    echo
    echo "| request | kind | plain | foc abort | foc oblivious | oblivious reports |"
    echo "|---|---|---|---|---|---|"
    while read -r kind name; do
      local a; a=$(describe "$R/abort" "$R/fixed" "$name")
      if [ -s "$R/abort/$name.foc" ]; then a="stopped (exit $(cat "$R/abort/$name.rc")): $(grep -m1 '^foc: out-of-bounds' "$R/abort/$name.foc" | sed 's/ at 0x[0-9a-f]*, object \[[^)]*)//')"; fi
      echo "| $name | $kind | $(describe "$R/plain" "$R/fixed" "$name") | $a | $(describe "$R/oblivious" "$R/fixed" "$name") | $(foc_counts "$R/oblivious/$name.foc") |"
    done < "$R/fixed/.list"
    echo
    say "$prog: timing ($reps rounds of the normal requests)"
    echo "| build | ms per normal request | ms per attack request |"
    echo "|---|---|---|"
    echo "| fixed (plain gcc) | $(time_requests "$reqs" "$prog" "$fixed" none "$reps" normal) | $(time_requests "$reqs" "$prog" "$fixed" none "$reps" attack) |"
    echo "| plain | $(time_requests "$reqs" "$prog" "$plain" none "$reps" normal) | $(time_requests "$reqs" "$prog" "$plain" none "$reps" attack) |"
    echo "| foc abort | $(time_requests "$reqs" "$prog" "$foc" abort "$reps" normal) | $(time_requests "$reqs" "$prog" "$foc" abort "$reps" attack) |"
    echo "| foc oblivious | $(time_requests "$reqs" "$prog" "$foc" oblivious "$reps" normal) | $(time_requests "$reqs" "$prog" "$foc" oblivious "$reps" attack) |"
    echo
  } > "$R/table.md"
  cat "$R/table.md"
}
