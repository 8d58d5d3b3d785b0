# suite/sqlite3/build.sh -- the sqlite3 shell (Debian source package
# sqlite3).  prepare configures the source tree with the plain compiler
# and generates the amalgamation (sqlite3.c, needs tclsh); each build then
# compiles sqlite3.c and shell.c into one static program.

package=sqlite3
srcglob='sqlite3-[0-9]*'
binary=sqlite3
build_deps='tcl'

prepare ()
{
  ./configure CC="$PLAIN_CC" --disable-tcl > configure.log 2>&1 &&
    make sqlite3.c shell.c > prepare.log 2>&1
}

# After planted.patch changed a file under src/: remake the amalgamation
# from this tree (configure wrote the prepared tree's absolute path into
# the Makefile as TOP).
regenerate ()
{
  rm -f .target_source sqlite3.c &&
    make TOP="$PWD" sqlite3.c > regenerate.log 2>&1
}

compile ()
{
  # shellcheck disable=SC2086  # CC and CFLAGS are lists of words
  $1 $2 -o sqlite3 shell.c sqlite3.c -lm -ldl -lpthread
}
