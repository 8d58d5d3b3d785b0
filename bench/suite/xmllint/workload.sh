# suite/xmllint/workload.sh -- xmllint on a generated 35 MB XML catalog
# (quick: 7 MB): parse (tree and streaming reader), canonicalize (C14N),
# reformat, and three XPath queries (a sum over attributes, a count with
# a numeric predicate, a count with contains() over element text).

make_inputs ()
{
  "$PLAIN_CC" -O2 -o "$1/gen-xml" "$suite_dir/xmllint/gen-xml.c"
  "$1/gen-xml" "$([ "$quick" = yes ] && echo 10000 || echo 50000)" \
    > "$1/input.xml"
}

run_workload ()
{
  local bin=$1 xml=$2/input.xml
  step parse "$bin" --noout "$xml"
  step stream "$bin" --stream --noout "$xml"
  step c14n "$bin" --c14n "$xml"
  step format "$bin" --format "$xml"
  step xpath-sum "$bin" --xpath 'sum(//*[local-name()="item"]/@price)' "$xml"
  step xpath-stars "$bin" \
    --xpath 'count(//*[local-name()="review"][@stars > 3])' "$xml"
  step xpath-contains "$bin" \
    --xpath 'count(//*[local-name()="desc"][contains(., "overflow &")])' "$xml"
}
