# bench/lib/report.sh -- the results of bench/run: results.txt (the
# tables) and ratios.png (gnuplot bar chart).  Sourced by bench/run, whose
# variables it reads: out, programs, configs, builds, reps, size,
# planted_lines, FOC_GCC, PLAIN_CC.
#
# Data files in $out: PROG.CONFIG.times ("cpu-seconds peak-kB", one line
# a repetition), PROG.BUILD.compile (/usr/bin/time -f '%U %S %e'),
# failures (one line per problem).

# cpu_median PROG CONFIG, rss_median PROG CONFIG (MB), compile_cpu PROG
# BUILD: "-" when missing.
cpu_median ()
{
  [ -s "$out/$1.$2.times" ] || { echo -; return; }
  cut -d ' ' -f 1 "$out/$1.$2.times" | median
}
rss_median ()
{
  [ -s "$out/$1.$2.times" ] || { echo -; return; }
  cut -d ' ' -f 2 "$out/$1.$2.times" | median |
    awk '{ printf "%.1f\n", $1 / 1024 }'
}
compile_cpu ()
{
  [ -s "$out/$1.$2.compile" ] || { echo -; return; }
  cpu_of "$out/$1.$2.compile"
}

# times_x RATIO: "1.23x", or "-".
times_x ()
{
  if [ "$1" = - ]; then echo -; else echo "$1x"; fi
}

# table TITLE VALUE-FUNCTION COLUMN...: one row per program, the value of
# each column, then its ratio to the first column; last row the
# geometric mean of each ratio.  Also writes the ratios to $table_dat.
table ()
{
  local title=$1 fn=$2 p c v base
  shift 2
  local cols=("$@")
  echo "$title"
  printf '%-9s' program
  for c in "${cols[@]}"; do printf ' %9s' "$c"; done
  printf '  |'
  for c in "${cols[@]:1}"; do printf ' %9s' "$c"; done
  printf '   (ratio to %s)\n' "${cols[0]}"
  : > "$table_dat"
  for p in $programs; do
    printf '%-9s' "$p"
    base=$($fn "$p" "${cols[0]}")
    local ratios=()
    for c in "${cols[@]}"; do
      v=$($fn "$p" "$c")
      printf ' %9s' "$v"
      [ "$c" != "${cols[0]}" ] && ratios+=("$(ratio "$v" "$base")")
    done
    printf '  |'
    for v in "${ratios[@]}"; do printf ' %9s' "$(times_x "$v")"; done
    printf '\n'
    echo "$p ${ratios[*]}" >> "$table_dat"
  done
  printf '%-9s' geomean
  for c in "${cols[@]}"; do printf ' %9s' ''; done
  printf '  |'
  local i gm=()
  for ((i = 2; i <= ${#cols[@]}; i++)); do
    v=$(awk -v i="$i" '{ print $i }' "$table_dat" | geomean)
    gm+=("$v")
    printf ' %9s' "$(times_x "$v")"
  done
  printf '\n\n'
  echo "geomean ${gm[*]}" >> "$table_dat"
}

# write_results DIR: DIR/results.txt, DIR/cpu.dat, DIR/rss.dat,
# DIR/compile.dat.
write_results ()
{
  local dir=$1 table_dat
  # shellcheck disable=SC2086  # lists of words
  {
    echo "foc benchmark suite (bench/run), $(date -u '+%Y-%m-%d %H:%M UTC')," \
         "$(hostname), $(nproc) CPUs, load at the end: $(cut -d ' ' -f 1-3 /proc/loadavg)"
    echo "foc: $FOC_GCC; plain: $PLAIN_CC -O2; asan: $PLAIN_CC -fsanitize=address -O2"
    echo "foc-cheap: the foc build with FOC_OPTIONS=summary=0:max_reports=1"
    echo "median of $reps repetition(s), interleaved; $size inputs"
    echo
    table_dat=$dir/cpu.dat
    table "CPU time of the workload (user + system, seconds)" \
          cpu_median $configs
    table_dat=$dir/rss.dat
    table "Peak RSS (MB, the largest of the workload's steps)" \
          rss_median $configs
    table_dat=$dir/compile.dat
    table "Compile time (user + system CPU seconds of the whole build; issue target: foc <= 2x)" \
          compile_cpu $builds
    if [ ${#planted_lines[@]} -gt 0 ]; then
      printf '%s\n' "${planted_lines[@]}"
      echo
    fi
    if [ -s "$out/failures" ]; then
      echo "FAILURES (program configuration step problem):"
      sed 's/^/  /' "$out/failures"
    else
      echo "outputs: every configuration's output of every step identical to plain's;"
      echo "no foc report from a correct program"
    fi
  } > "$dir/results.txt"
}

# plot_ratios DIR: DIR/ratios.png from DIR/cpu.dat (columns foc,
# foc-cheap, asan as in $configs), with a line at 1.3x.
plot_ratios ()
{
  local dir=$1 c col=2 plots= file
  for c in $configs; do
    [ "$c" = plain ] && continue
    # The first plot names the file, the others '' (the same file).
    if [ -z "$plots" ]; then file="'$dir/cpu.dat'"; else file="''"; fi
    plots="$plots${plots:+, }$file using $col:xtic(1) title '$c'"
    col=$((col + 1))
  done
  gnuplot > "$dir/gnuplot.log" 2>&1 <<EOF
set terminal pngcairo size 1000,560 font ',11'
set output '$dir/ratios.png'
set title 'foc benchmark: CPU time ratio to plain gcc -O2 (median of $reps, $size inputs)'
set ylabel 'ratio to plain'
set style data histogram
set style histogram clustered gap 1
set style fill solid 0.85 border -1
set boxwidth 0.9
set yrange [0:*]
set grid ytics
set key outside top center horizontal
set datafile missing '-'
set arrow from graph 0, first 1.3 to graph 1, first 1.3 nohead dt 2 lw 2 lc rgb 'red' front
set label 'target 1.3x' at graph 1, first 1.3 right offset 0, 0.7 tc rgb 'red' front
set label 'plain = 1' at graph 0, first 1 left offset 0.5, 0.7 front
set arrow from graph 0, first 1 to graph 1, first 1 nohead lw 1 lc rgb 'black' front
plot $plots
EOF
}
