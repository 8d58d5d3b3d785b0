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
# one program and write its table to $WORK/results/PROG/table.md and, for
# each attack request listed in $ATT/PROG/attacks (lines NAME<TAB>LABEL<TAB>
# KIND), a summary row to $WORK/results/PROG/summary.md; details go to
# $WORK/results/PROG/.
describe_abort ()   # describe_abort R NAME
{
  local R=$1 name=$2
  if [ -s "$R/abort/$name.foc" ]; then
    echo "stopped (exit $(cat "$R/abort/$name.rc")): $(grep -m1 '^foc: out-of-bounds' "$R/abort/$name.foc" | sed 's/ at 0x[0-9a-f]*, object \[[^)]*)//')"
  else
    describe "$R/abort" "$R/fixed" "$name"
  fi
}

evaluate ()
{
  local prog=$1 reqs=$2 fixed=$3 plain=$4 foc=$5 reps=$6
  local R=$WORK/results/$prog b kind name label k
  rm -rf "$R"; mkdir -p "$R"
  say "$prog: running the requests (fixed, plain, abort, oblivious)"
  run_requests "$prog" "$reqs" fixed "$fixed" none "$R/fixed"
  run_requests "$prog" "$reqs" plain "$plain" none "$R/plain"
  run_requests "$prog" "$reqs" abort "$foc" abort "$R/abort"
  run_requests "$prog" "$reqs" oblivious "$foc" oblivious "$R/oblivious"
  say "$prog: timing ($reps rounds of the requests)"
  local nf np na no af ap aa ao
  nf=$(time_requests "$reqs" "$prog" "$fixed" none "$reps" normal)
  af=$(time_requests "$reqs" "$prog" "$fixed" none "$reps" attack)
  np=$(time_requests "$reqs" "$prog" "$plain" none "$reps" normal)
  ap=$(time_requests "$reqs" "$prog" "$plain" none "$reps" attack)
  na=$(time_requests "$reqs" "$prog" "$foc" abort "$reps" normal)
  aa=$(time_requests "$reqs" "$prog" "$foc" abort "$reps" attack)
  no=$(time_requests "$reqs" "$prog" "$foc" oblivious "$reps" normal)
  ao=$(time_requests "$reqs" "$prog" "$foc" oblivious "$reps" attack)
  {
    echo "## $prog"
    echo
    echo "| request | kind | plain | foc abort | foc oblivious | oblivious reports |"
    echo "|---|---|---|---|---|---|"
    while read -r kind name; do
      echo "| $name | $kind | $(describe "$R/plain" "$R/fixed" "$name") | $(describe_abort "$R" "$name") | $(describe "$R/oblivious" "$R/fixed" "$name") | $(foc_counts "$R/oblivious/$name.foc") |"
    done < "$R/fixed/.list"
    echo
    echo "Time per request ($reps rounds; a request is one run of the program):"
    echo
    echo "| build | ms per normal request | ms per attack request |"
    echo "|---|---|---|"
    echo "| fixed (plain gcc) | $nf | $af |"
    echo "| plain | $np | $ap |"
    echo "| foc abort | $na | $aa |"
    echo "| foc oblivious | $no | $ao |"
    echo
  } > "$R/table.md"
  : > "$R/summary.md"
  while IFS=$'\t' read -r name label k; do
    echo "| $label | $k | $(describe "$R/plain" "$R/fixed" "$name") | $(describe_abort "$R" "$name") | $(describe "$R/oblivious" "$R/fixed" "$name") | $(foc_counts "$R/oblivious/$name.foc") | $nf / $np / $na / $no |" >> "$R/summary.md"
  done < "$ATT/$prog/attacks"
  cat "$R/table.md"
}

# --- Servers ----------------------------------------------------------------
# A server's run script defines server_cmd BUILD DIR, which runs the server
# of build BUILD in the foreground with its configuration and logs in DIR,
# and sets PORT and URL (a normal request, e.g. http://127.0.0.1:PORT/).
# The server runs under a supervisor loop that restarts it whenever it
# exits and appends "TIME exit STATUS" to DIR/restarts.

SUP_PID= SUP_DIR=
sup_start ()   # sup_start BUILD MODE DIR
{
  local build=$1 mode=$2 d=$3 i
  SUP_DIR=$d
  mkdir -p "$d"; : > "$d/restarts"; rm -f "$d/stop"
  (
    if [ "$mode" = none ]; then unset FOC_OPTIONS
    else export FOC_OPTIONS="mode=$mode:${SUP_FOC_OPTS-max_reports=0:}log_path=$d/foc.log"; fi
    while [ ! -e "$d/stop" ]; do
      rc=0
      server_cmd "$build" "$d" >> "$d/stdout" 2>> "$d/stderr" < /dev/null || rc=$?
      [ -e "$d/stop" ] || echo "$(date +%s.%N) exit $rc" >> "$d/restarts"
    done
  ) &
  SUP_PID=$!
  wait_up || { say "$build $mode did not start"; cat "$d/stderr" >&2; return 1; }
}

wait_up ()   # until the server answers a normal request (10 s at most)
{
  local i
  for i in $(seq 1 100); do
    curl -s -o /dev/null -m 1 "$URL" && return 0
    sleep 0.1
  done
  return 1
}

sup_stop ()   # sup_stop DIR
{
  local d=$1 p
  touch "$d/stop"
  for p in $(pgrep -P "$SUP_PID" || true); do kill "$p" 2>/dev/null || true; done
  wait "$SUP_PID" 2>/dev/null || true
  SUP_PID=
}

# server_requests REQFILE BUILD MODE OUTDIR -- start the server, send each
# request of REQFILE (lines KIND<TAB>NAME<TAB>FILE, FILE a raw request in
# $WORK/in/$PROG) with httpreq.py, one after the other; after each, wait
# until the server answers again.  OUTDIR/NAME.{resp,status,leak} as
# httpreq.py writes them, NAME.exits (the server exits the request caused),
# NAME.foc (the foc reports it caused).
server_requests ()
{
  local reqs=$1 build=$2 mode=$3 out=$4 kind name file n0 f0
  rm -rf "$out"; mkdir -p "$out"
  sup_start "$build" "$mode" "$out/server"
  while IFS=$'\t' read -r kind name file; do
    case $kind in normal|attack) ;; *) continue ;; esac
    n0=$(wc -l < "$out/server/restarts")
    f0=$( { cat "$out/server/foc.log" 2>/dev/null || true; } | wc -l)
    python3 "$ATT/httpreq.py" "$PORT" "$WORK/in/$PROG/$file" "$out/$name"
    sleep 0.3
    wait_up || true
    tail -n +"$((n0 + 1))" "$out/server/restarts" | cut -d' ' -f2- > "$out/$name.exits"
    tail -n +"$((f0 + 1))" "$out/server/foc.log" 2>/dev/null | grep '^foc: out-of-bounds' > "$out/$name.foc" || true
    echo "$kind $name" >> "$out/.list"
  done < "$reqs"
  sup_stop "$out/server"
}

# describe_server OUTDIR REFDIR NAME -> what the server did with a request
describe_server ()
{
  local out=$1 ref=$2 name=$3 s ex leak
  ex=$(sed 's/exit //' "$out/$name.exits" | head -1)
  s=$(cat "$out/$name.status")
  leak=$(cat "$out/$name.leak")
  if [ -n "$ex" ]; then
    if [ "$ex" -ge 128 ] 2>/dev/null; then ex="killed by SIG$(signame "$ex")"; else ex="exit $ex"; fi
    if [ -s "$out/$name.foc" ] && grep -q 'aborting' "$out/$name.foc"; then
      echo "server stopped (${ex}): $(grep -m1 'aborting' "$out/$name.foc" | sed 's/ at 0x[0-9a-f]*, object \[[^)]*)//'); ${s}; restarted"
    else
      echo "server ${ex}; ${s}; restarted"
    fi
    return
  fi
  if [ "$s" = "no answer" ]; then
    if [ -s "$out/$name.foc" ] && grep -q 'aborting' "$out/$name.foc"; then
      echo "serving process stopped: $(grep -m1 'aborting' "$out/$name.foc" | sed 's/ at 0x[0-9a-f]*, object \[[^)]*)//'); no answer"
    else
      echo "no answer (the serving process died)"
    fi
    return
  fi
  if cmp -s "$out/$name.resp" "$ref/$name.resp"; then
    echo "same as fixed"
  elif [ "$leak" -gt 0 ]; then
    echo "${s}, $(wc -c < "$out/$name.resp") bytes, leaks $leak pointer-sized words of process memory (fixed: $(wc -c < "$ref/$name.resp") bytes, none)"
  else
    echo "${s}, $(wc -c < "$out/$name.resp") bytes, differs from fixed ($(wc -c < "$ref/$name.resp") bytes), no process memory"
  fi
}

# foc_lines FILE -> "N (R reads, W writes)" counted from the report lines
foc_lines ()
{
  local f=$1
  [ -s "$f" ] || { echo 0; return; }
  echo "$(wc -l < "$f") ($(grep -c 'out-of-bounds read' "$f") reads, $(grep -c 'out-of-bounds write' "$f") writes)"
}

# server_latency BUILD MODE DIR -> mean ms per normal request: wrk with one
# connection for LAT_DURATION seconds (requests one after the other)
server_latency ()
{
  local build=$1 mode=$2 d=$3
  sup_start "$build" "$mode" "$d"
  wrk -t1 -c1 -d"${LAT_DURATION:-3}s" "$URL" > "$d/wrk-latency.txt" 2>&1 || true
  sup_stop "$d"
  awk '/^ *Latency/ { v = $2; u = v; sub(/[0-9.]+/, "", u); sub(/[a-z]+$/, "", v);
                      f = (u == "us") ? 0.001 : (u == "ms") ? 1 : (u == "s") ? 1000 : (u == "m") ? 60000 : 1;
                      printf "%.3f", v * f }' "$d/wrk-latency.txt"
}

# evaluate_server REQFILE -- the four builds (fixed, plain, foc abort, foc
# oblivious) against the requests of REQFILE; writes the table to
# $WORK/results/$PROG/table.md and a summary row for each attack request
# to $WORK/results/$PROG/summary.md (needs BUG_LABEL and KIND_LABEL of the
# attack requests: "NAME<TAB>LABEL<TAB>KIND" lines in $ATTACKS).
evaluate_server ()
{
  local reqs=$1 R=$WORK/results/$PROG kind name a
  mkdir -p "$R"
  say "$PROG: requests against fixed, plain, abort, oblivious"
  server_requests "$reqs" fixed none "$R/fixed"
  server_requests "$reqs" plain none "$R/plain"
  server_requests "$reqs" foc abort "$R/abort"
  server_requests "$reqs" foc oblivious "$R/oblivious"
  say "$PROG: time per request (wrk, one connection, ${LAT_DURATION:-3} s each)"
  local tf tp ta to
  tf=$(server_latency fixed none "$R/lat-fixed")
  tp=$(server_latency plain none "$R/lat-plain")
  ta=$(server_latency foc abort "$R/lat-abort")
  to=$(server_latency foc oblivious "$R/lat-oblivious")
  {
    echo "| request | kind | plain | foc abort | foc oblivious | oblivious reports |"
    echo "|---|---|---|---|---|---|"
    while read -r kind name; do
      echo "| $name | $kind | $(describe_server "$R/plain" "$R/fixed" "$name") | $(describe_server "$R/abort" "$R/fixed" "$name") | $(describe_server "$R/oblivious" "$R/fixed" "$name") | $(foc_lines "$R/oblivious/$name.foc") |"
    done < "$R/fixed/.list"
    echo
    echo "Time per normal request (wrk -t1 -c1 -d${LAT_DURATION:-3}s, mean latency):"
    echo
    echo "| build | ms per request |"
    echo "|---|---|"
    echo "| fixed (plain gcc) | $tf |"
    echo "| plain | $tp |"
    echo "| foc abort | $ta |"
    echo "| foc oblivious | $to |"
    echo
  } >> "$R/table.md"
  : > "$R/summary.md"
  local label k
  while IFS=$'\t' read -r name label k; do
    echo "| $label | $k | $(describe_server "$R/plain" "$R/fixed" "$name") | $(describe_server "$R/abort" "$R/fixed" "$name") | $(describe_server "$R/oblivious" "$R/fixed" "$name") | $(foc_lines "$R/oblivious/$name.foc") | $tf / $tp / $ta / $to |" >> "$R/summary.md"
  done < "$ATTACKS"
}

# server_load LUA TITLE -- the four servers under wrk -t1 -c8 for DURATION
# seconds at each attack rate of RATES (ATTACK_EVERY = N: every N-th
# request of the connection thread is the attack, 0: none).  Appends the
# table to $WORK/results/$PROG/table.md, writes load.md (the table alone)
# and $PROG.png.
server_load ()
{
  local lua=$1 title=$2 R=$WORK/results/$PROG rate line cfg build mode d
  local rps total non2xx errs good exits
  local SUP_FOC_OPTS=   # foc's default report limits under load
  {
    echo "Load: wrk -t1 -c8 -d${DURATION:-10}s on loopback; every N-th request of the"
    echo "connection thread is the attack (none: no attack).  Each server is one"
    echo "process under a supervisor loop that restarts it when it exits."
    echo
    echo "| server | attack every | requests/s | good (2xx) responses/s | non-2xx | socket errors | server exits (restarts) |"
    echo "|---|---|---|---|---|---|---|"
  } > "$R/load.md"
  : > "$R/plot.dat"
  for rate in ${RATES:-0 1000 100}; do
    line="$rate"
    for cfg in fixed:none plain:none foc:abort foc:oblivious; do
      IFS=: read -r build mode <<< "$cfg"
      d=$R/load-$build-$mode-$rate
      sup_start "$build" "$mode" "$d"
      ATTACK_EVERY=$rate wrk -t1 -c8 -d"${DURATION:-10}s" -s "$lua" "$URL" > "$d/wrk.txt" 2>&1 || true
      sup_stop "$d"
      rps=$(sed -n 's/^Requests\/sec: *//p' "$d/wrk.txt")
      total=$(sed -n 's/^ *\([0-9]*\) requests in .*/\1/p' "$d/wrk.txt")
      non2xx=$(sed -n 's/^ *Non-2xx or 3xx responses: *//p' "$d/wrk.txt"); non2xx=${non2xx:-0}
      errs=$(sed -n 's/^ *Socket errors: *//p' "$d/wrk.txt" | sed 's/connect 0, //; s/, timeout 0//'); errs=${errs:-none}
      good=$(awk -v r="${rps:-0}" -v t="${total:-0}" -v n="$non2xx" 'BEGIN { printf "%.0f", (t > 0 ? r * (t - n) / t : 0) }')
      exits=$(wc -l < "$d/restarts")
      [ "$build" = foc ] && b="foc $mode" || b=$build
      echo "| $b | ${rate/#0/none} | ${rps:-0} | $good | $non2xx | $errs | $exits |" >> "$R/load.md"
      line="$line $good"
    done
    echo "$line" >> "$R/plot.dat"
  done
  cat "$R/load.md" >> "$R/table.md"
  server_plot "$title"
}

# server_plot TITLE -- $WORK/results/$PROG/$PROG.png from plot.dat
server_plot ()
{
  local R=$WORK/results/$PROG
  gnuplot <<GP
set terminal pngcairo size 900,520 noenhanced
set output "$R/$PROG.png"
set title "$1"
set ylabel "good (2xx) responses per second"
set xlabel "attack request mixed in (wrk -t1 -c8, loopback; each server one process, restarted when it exits)"
set style data histograms
set style histogram clustered gap 1
set style fill solid 0.8 border -1
set yrange [0:*]
set key below horizontal
plot "$R/plot.dat" using 2:xtic(strcol(1) eq "0" ? "no attack" : "1 request in ".strcol(1)) title "fixed (plain gcc)", \
     "" using 3 title "vulnerable, plain gcc", \
     "" using 4 title "vulnerable, foc mode=abort", \
     "" using 5 title "vulnerable, foc oblivious"
GP
}
