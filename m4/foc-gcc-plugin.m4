# foc-gcc-plugin.m4 -- find out whether $CC can load a GCC plugin built
# with $CXX, and where the plugin headers live.        -*- Autoconf -*-
#
# FOC_GCC_PLUGIN
# --------------
# Requires AC_PROG_CC and AC_PROG_CXX first.  In order:
#
#   1. $CC must be GCC (not clang), and `$CC -print-file-name=plugin' must name a
#      directory (the driver prints the bare word "plugin" when it was
#      built without plugin support);
#   2. that directory must hold include/gcc-plugin.h, or we stop with the
#      name of the Debian package that provides it;
#   3. $CXX must be the g++ of the same GCC release: a plugin is C++ that
#      has to match the compiler's own headers and ABI exactly;
#   4. a tiny plugin (plugin_is_GPL_compatible, plugin_init with
#      plugin_default_version_check and one note) must compile with $CXX and
#      the flags the real plugin uses;
#   5. `$CC -fplugin=./conftest.so' must really load it: the note it emits
#      has to show up on the compiler's standard error.
#
# Results:
#   GCC_VERSION           `$CC -dumpfullversion', e.g. 12.2.0
#   GCC_MAJOR             its first component, e.g. 12
#   GCC_PLUGIN_DIR        `$CC -print-file-name=plugin'
#   GCC_PLUGIN_INCLUDE    $GCC_PLUGIN_DIR/include
#   GCC_PLUGIN_CXXFLAGS   flags every plugin source is compiled with
# all AC_SUBSTed.  Steps 4 and 5 are cached (foc_cv_gcc_plugin_*).

AC_DEFUN([FOC_GCC_PLUGIN],
[AC_REQUIRE([AC_PROG_CC])dnl
AC_REQUIRE([AC_PROG_CXX])dnl

dnl Clang sets GCC=yes too, and can even answer -print-file-name=plugin
dnl with GCC's directory, but cannot load GCC plugins.
AC_CACHE_CHECK([whether $CC is GCC itself], [foc_cv_cc_is_gcc],
  [AC_COMPILE_IFELSE([AC_LANG_PROGRAM([[
#if !defined __GNUC__ || defined __clang__ || defined __INTEL_COMPILER
# error not GCC
#endif
]])], [foc_cv_cc_is_gcc=yes], [foc_cv_cc_is_gcc=no])])
AS_IF([test "x$GCC" != xyes || test "x$foc_cv_cc_is_gcc" != xyes],
  [AC_MSG_ERROR([$CC is not GCC; foc is a GCC plugin and needs GCC to build and use it])])

GCC_VERSION=`$CC -dumpfullversion -dumpversion 2>/dev/null`
GCC_MAJOR=`echo "$GCC_VERSION" | sed 's/\..*//'`
AS_IF([test -z "$GCC_MAJOR"],
  [AC_MSG_ERROR([cannot get the version of $CC with -dumpversion])])

dnl libfoc must not be compiled with foc itself (CC=foc-gcc, or -fplugin
dnl in CFLAGS): it would check its own accesses and call itself.
AC_MSG_CHECKING([whether $CC already loads the foc plugin])
echo 'int foc_conftest_dummy;' > conftest-foc.c
AS_IF([$CC $CFLAGS $CPPFLAGS -### -c conftest-foc.c 2>&1 |
       grep -- '-fplugin=[[^ ]]*foc' >/dev/null 2>&1],
  [rm -f conftest-foc.c
   AC_MSG_RESULT([yes])
   AC_MSG_ERROR([$CC $CFLAGS loads the foc plugin; build foc itself with plain gcc])],
  [rm -f conftest-foc.c
   AC_MSG_RESULT([no])])

dnl 1. Where the plugin headers are.
AC_MSG_CHECKING([for the GCC plugin directory of $CC])
GCC_PLUGIN_DIR=`$CC -print-file-name=plugin 2>/dev/null`
AC_MSG_RESULT([$GCC_PLUGIN_DIR])
AS_CASE([$GCC_PLUGIN_DIR],
  [/*], [],
  [AC_MSG_ERROR([$CC (gcc $GCC_VERSION) was built without plugin support])])
GCC_PLUGIN_INCLUDE="$GCC_PLUGIN_DIR/include"

dnl 2. The headers themselves.
AC_MSG_CHECKING([for GCC plugin headers])
AS_IF([test -f "$GCC_PLUGIN_INCLUDE/gcc-plugin.h"],
  [AC_MSG_RESULT([$GCC_PLUGIN_INCLUDE])],
  [AC_MSG_RESULT([no])
   AC_MSG_ERROR([GCC plugin headers not found for gcc $GCC_MAJOR: install the Debian package gcc-$GCC_MAJOR-plugin-dev])])

dnl 3. The C++ compiler must be the g++ of the same GCC.
AC_MSG_CHECKING([whether $CXX is the g++ of gcc $GCC_VERSION])
foc_cxx_version=`$CXX -dumpfullversion -dumpversion 2>/dev/null`
foc_cxx_plugin_dir=`$CXX -print-file-name=plugin 2>/dev/null`
AS_IF([test "x$GXX" = xyes &&
       test "x$foc_cxx_version" = "x$GCC_VERSION" &&
       test "x$foc_cxx_plugin_dir" = "x$GCC_PLUGIN_DIR"],
  [AC_MSG_RESULT([yes])],
  [AC_MSG_RESULT([no (${foc_cxx_version:-unknown version})])
   AC_MSG_ERROR([the plugin must be built by the g++ that matches $CC (gcc $GCC_VERSION), but CXX=$CXX is ${foc_cxx_version:-not g++}; install g++-$GCC_MAJOR and run configure with CXX=g++-$GCC_MAJOR])])

GCC_PLUGIN_CXXFLAGS="-fno-rtti -fno-exceptions -fPIC -I$GCC_PLUGIN_INCLUDE"

dnl 4. A plugin compiles.
AC_CACHE_CHECK([whether $CXX can build a GCC plugin],
  [foc_cv_gcc_plugin_builds],
  [foc_cv_gcc_plugin_builds=no
   cat > conftest-plugin.cc <<_FOCEOF
#include "gcc-plugin.h"
#include "plugin-version.h"
#include "diagnostic-core.h"

int plugin_is_GPL_compatible;

int
plugin_init (struct plugin_name_args *info, struct plugin_gcc_version *ver)
{
  if (!plugin_default_version_check (ver, &gcc_version))
    return 1;
  inform (UNKNOWN_LOCATION, "foc-conftest-plugin-loaded %s", info->base_name);
  return 0;
}
_FOCEOF
   rm -f conftest.so
   AS_IF([AC_RUN_LOG([$CXX $CXXFLAGS $GCC_PLUGIN_CXXFLAGS -shared -o conftest.so conftest-plugin.cc >&AS_MESSAGE_LOG_FD 2>&1])],
     [test -f conftest.so && foc_cv_gcc_plugin_builds=yes])])
AS_IF([test "x$foc_cv_gcc_plugin_builds" != xyes],
  [rm -f conftest-plugin.cc conftest.so
   AC_MSG_ERROR([cannot build a GCC plugin with $CXX against $GCC_PLUGIN_INCLUDE; see config.log])])

dnl 5. ... and $CC loads it.
AC_CACHE_CHECK([whether $CC loads a GCC plugin],
  [foc_cv_gcc_plugin_loads],
  [foc_cv_gcc_plugin_loads=no
   AS_IF([test ! -f conftest.so],
     [AC_RUN_LOG([$CXX $CXXFLAGS $GCC_PLUGIN_CXXFLAGS -shared -o conftest.so conftest-plugin.cc >&AS_MESSAGE_LOG_FD 2>&1])])
   echo 'int foc_conftest_dummy;' > conftest-empty.c
   AS_IF([AC_RUN_LOG([$CC -fplugin=./conftest.so -c conftest-empty.c -o conftest-empty.o 2>conftest.err])],
     [cat conftest.err >&AS_MESSAGE_LOG_FD
      AS_IF([grep foc-conftest-plugin-loaded conftest.err >/dev/null 2>&1],
        [foc_cv_gcc_plugin_loads=yes])],
     [cat conftest.err >&AS_MESSAGE_LOG_FD])
   rm -f conftest-empty.c conftest-empty.o conftest.err])
rm -f conftest-plugin.cc conftest.so
AS_IF([test "x$foc_cv_gcc_plugin_loads" != xyes],
  [AC_MSG_ERROR([$CC does not load a plugin built by $CXX; see config.log])])

AC_SUBST([GCC_VERSION])
AC_SUBST([GCC_MAJOR])
AC_SUBST([GCC_PLUGIN_DIR])
AC_SUBST([GCC_PLUGIN_INCLUDE])
AC_SUBST([GCC_PLUGIN_CXXFLAGS])
])
