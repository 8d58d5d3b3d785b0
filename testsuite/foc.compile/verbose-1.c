/* Purpose: -fplugin-arg-foc-verbose notes each instrumented access at its
   own line: here a variable-index read and write of a global array.  */
/* { dg-do compile } */
/* { dg-options "-fplugin-arg-foc-verbose" } */

int g[4];

int
get (int i)
{
  return g[i]; /* { dg-message "foc: \[^\n\]*instrument" "read noted" } */
}

void
put (int i, int v)
{
  g[i] = v; /* { dg-message "foc: \[^\n\]*instrument" "write noted" } */
}
