# suite/jq/planted.sh -- trigger for planted.patch: the fast path of
# jvp_strtod (every number literal jq parses) accepts one more negative
# exponent than its table of powers of ten has entries, reading
# tens[23], one past the global array, for a short number with 23
# decimals of negative exponent, such as 1e-23.

planted_run ()
{
  local bin=$1
  echo '[0.5, 1e-23, 2.25]' | "$bin" -c 'map(. * 2)'
}
