/* foc-libcall.cc -- string and memory functions of the C library.

   glibc is not instrumented, so a call such as strcpy (buf, s) from
   instrumented code is replaced by a call to libfoc's checked version,

     __foc_strcpy ("site", base (buf), bound (buf), base (s), bound (s),
		   buf, s)

   which does the in-bounds part only (see libfoc/foc.h).  The builtin
   forms (__builtin_strcpy) and the _FORTIFY_SOURCE forms
   (__builtin___strcpy_chk and glibc's inline wrappers that produce them)
   are redirected the same way, dropping their object-size arguments: under
   foc an overflow is dropped, not turned into an abort.

   A call is redirected when one of its pointers has known bounds, or when
   it is a _chk form or a fortify wrapper; otherwise the plain call stays,
   since libfoc could not check it anyway.

   strlcpy and strlcat are not in the table: bookworm's glibc (2.36) does
   not have them, and a program's own (or libbsd's) are left alone.  Only
   direct calls are redirected: a call through a function pointer is not,
   even if the pointer's value is known.  */

#include "gcc-common.h"
#include "gimple-fold.h"
#include "foc-plugin.h"

/* One function of the C library that libfoc wraps.

   PARAMS ending in '*' (printf, scanf and friends): after the bounds of
   the fixed pointer parameters the wrapper gets the number N of variadic
   arguments as an unsigned int and then N (base, bound) pairs, one per
   variadic argument (unknown for non-pointers), all through its own
   variable argument list, followed by the fixed and variadic arguments:
     __foc_printf (site, fmt_base, fmt_bound, N, b1, B1, ..., bN, BN,
		   fmt, arg1, ..., argN)  */
struct foc_libcall
{
  const char *name;
  /* Parameters of the plain form: 'p' a pointer checked by libfoc, 'x'
     anything else; a trailing '.' marks a variable argument list, a
     trailing '*' one whose arguments get bounds too (see below).  */
  const char *params;
  /* Index of the parameter whose object the result points into, or -1.  */
  int ret_arg;
  /* In the __NAME_chk form: the first extra parameter and their number.  */
  unsigned chk_pos, chk_n;
  /* The checked version, if not __foc_NAME.  */
  const char *wrapper = NULL;
};

static const struct foc_libcall foc_libcalls[] = {
  { "memcpy",	"ppx",	0,  3, 1 },
  { "mempcpy",	"ppx",	0,  3, 1 },
  { "memmove",	"ppx",	0,  3, 1 },
  { "memset",	"pxx",	0,  3, 1 },
  { "bzero",	"px",	-1, 0, 0 },
  { "memchr",	"pxx",	0,  0, 0 },
  { "memcmp",	"ppx",	-1, 0, 0 },
  { "strcpy",	"pp",	0,  2, 1 },
  { "stpcpy",	"pp",	0,  2, 1 },
  { "strncpy",	"ppx",	0,  3, 1 },
  { "stpncpy",	"ppx",	0,  3, 1 },
  { "strcat",	"pp",	0,  2, 1 },
  { "strncat",	"ppx",	0,  3, 1 },
  { "strlen",	"p",	-1, 0, 0 },
  { "strnlen",	"px",	-1, 0, 0 },
  { "strcmp",	"pp",	-1, 0, 0 },
  { "strncmp",	"ppx",	-1, 0, 0 },
  { "strchr",	"px",	0,  0, 0 },
  { "strrchr",	"px",	0,  0, 0 },
  { "strstr",	"pp",	0,  0, 0 },
  { "strdup",	"p",	-1, 0, 0 },
  { "strndup",	"px",	-1, 0, 0 },
  { "sprintf",	"pp*",	-1, 1, 2, "__foc_sprintf_args" },
  { "snprintf",	"pxp*",	-1, 2, 2, "__foc_snprintf_args" },
  { "vsprintf",	"ppx",	-1, 1, 2 },
  { "vsnprintf", "pxpx", -1, 2, 2 },
  { "fgets",	"pxp",	0,  1, 1 },
  /* Added with the checked C library surface (libfoc/wrap-*.c).  */
  { "memccpy",	"ppxx",	0,  0, 0 },
  { "memrchr",	"pxx",	0,  0, 0 },
  { "explicit_bzero", "px", -1, 2, 1 },
  { "strcasecmp", "pp",	-1, 0, 0 },
  { "strncasecmp", "ppx", -1, 0, 0 },
  { "strspn",	"pp",	-1, 0, 0 },
  { "strcspn",	"pp",	-1, 0, 0 },
  { "strpbrk",	"pp",	0,  0, 0 },
  { "gets",	"p",	0,  1, 1 },
  { "fread",	"pxxp",	-1, 1, 1 },
  { "read",	"xpx",	-1, 3, 1 },
  { "pread",	"xpxx",	-1, 4, 1 },
  { "pread64",	"xpxx",	-1, 4, 1 },
  { "recv",	"xpxx",	-1, 3, 1 },
  /* Its address argument is a transparent union under _GNU_SOURCE.  */
  { "recvfrom",	"xpxxxp", -1, 3, 1 },
  { "getline",	"ppp",	-1, 0, 0 },
  { "getdelim",	"ppxp",	-1, 0, 0 },
  { "readlink",	"ppx",	-1, 3, 1 },
  { "realpath",	"pp",	1,  2, 1 },
  { "getcwd",	"px",	0,  2, 1 },
  { "wcscpy",	"pp",	0,  2, 1 },
  { "wcslen",	"p",	-1, 0, 0 },
  { "mbstowcs",	"ppx",	-1, 3, 1 },
  { "wcstombs",	"ppx",	-1, 3, 1 },
  /* GCC turns printf ("%s\n", s) into puts (s), fprintf (f, "%s", s)
     into fputs (s, f), and fputs of a constant into fwrite.  */
  { "puts",	"p",	-1, 0, 0 },
  { "fputs",	"pp",	-1, 0, 0 },
  { "fwrite",	"pxxp",	-1, 0, 0 },
  /* The _unlocked stdio functions (gnulib's unlocked-io.h maps the plain
     names to them) go to the same checked versions.  */
  { "fgets_unlocked",	"pxp",	0,  1, 1 },
  { "fread_unlocked",	"pxxp",	-1, 1, 1 },
  { "fputs_unlocked",	"pp",	-1, 0, 0 },
  { "fwrite_unlocked",	"pxxp",	-1, 0, 0 },
  /* '*': libfoc also gets the bounds of each variadic argument.  */
  { "printf",	"p*",	-1, 0, 1 },
  { "fprintf",	"pp*",	-1, 1, 1 },
  { "dprintf",	"xp*",	-1, 1, 1 },
  { "asprintf",	"pp*",	-1, 1, 1 },
  { "scanf",	"p*",	-1, 0, 0 },
  { "fscanf",	"pp*",	-1, 0, 0 },
  { "sscanf",	"pp*",	-1, 0, 0 },
};

/* The function CALL calls, if the plugin can see it: a direct call, or a
   call through a pointer just set to a function's address
   (fp = strcpy; fp (d, s)), which GCC only folds later.  */

static tree
foc_visible_callee (gcall *call)
{
  tree fndecl = gimple_call_fndecl (call);
  if (fndecl || gimple_call_internal_p (call))
    return fndecl;
  tree fn = gimple_call_fn (call);
  for (int depth = 0; depth < 4 && fn && TREE_CODE (fn) == SSA_NAME
		      && !SSA_NAME_IS_DEFAULT_DEF (fn); depth++)
    {
      gimple *def = SSA_NAME_DEF_STMT (fn);
      if (!gimple_assign_single_p (def)
	  && !(is_gimple_assign (def)
	       && CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (def))))
	return NULL_TREE;
      fn = gimple_assign_rhs1 (def);
    }
  if (fn && TREE_CODE (fn) == ADDR_EXPR
      && TREE_CODE (TREE_OPERAND (fn, 0)) == FUNCTION_DECL)
    return TREE_OPERAND (fn, 0);
  return NULL_TREE;
}

/* The C library function FNDECL stands for: its name without
   "__builtin_", glibc's __X_chk_warn aliases as __X_chk, its __X_alias
   ones as X, and __getdelim (what glibc's inline getline calls) as
   getdelim.  The last three are called once glibc's inline wrappers are
   inlined (-fplugin-arg-foc-late).  */

static const char *
foc_libc_name (tree fndecl)
{
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  size_t len = strlen (name);
  if (((len > 9 && !strcmp (name + len - 9, "_chk_warn"))
       || (len > 8 && startswith (name, "__")
	   && !strcmp (name + len - 6, "_alias")))
      && DECL_ASSEMBLER_NAME_SET_P (fndecl))
    {
      name = IDENTIFIER_POINTER (DECL_ASSEMBLER_NAME (fndecl));
      if (*name == '*')
	name++;
    }
  if (startswith (name, "__builtin_"))
    name += strlen ("__builtin_");
  if (!strcmp (name, "__getdelim"))
    name += 2;
  return name;
}

/* Find the entry for the callee of CALL; set *CHK for a __NAME_chk form.
   Returns NULL if CALL is not to a wrapped function, or its arguments do
   not have the expected shape.  */

static const struct foc_libcall *
foc_lookup (gcall *call, bool *chk)
{
  tree fndecl = foc_visible_callee (call);
  if (!fndecl || !DECL_NAME (fndecl) || gimple_call_internal_p (call)
      || (!TREE_PUBLIC (fndecl) && !fndecl_built_in_p (fndecl)))
    return NULL;
  const char *name = foc_libc_name (fndecl);
  size_t len = strlen (name);
  *chk = len > 6 && startswith (name, "__") && !strcmp (name + len - 4, "_chk");
  if (*chk)
    {
      name += 2;
      len -= 6;
    }

  for (size_t i = 0; i < ARRAY_SIZE (foc_libcalls); i++)
    {
      const struct foc_libcall *lc = &foc_libcalls[i];
      if (strlen (lc->name) != len || strncmp (lc->name, name, len))
	continue;
      if (*chk && lc->chk_n == 0)
	return NULL;
      size_t nfixed = strcspn (lc->params, ".*");
      bool varargs = lc->params[nfixed] != '\0';
      unsigned extra = *chk ? lc->chk_n : 0;
      unsigned nargs = gimple_call_num_args (call);
      if (varargs ? nargs < nfixed + extra : nargs != nfixed + extra)
	return NULL;
      for (unsigned k = 0; k < nfixed; k++)
	{
	  unsigned a = (*chk && k >= lc->chk_pos) ? k + extra : k;
	  if (lc->params[k] == 'p'
	      && !POINTER_TYPE_P (TREE_TYPE (gimple_call_arg (call, a))))
	    return NULL;
	}
      return lc;
    }
  return NULL;
}

/* If LC is a string function whose destination _FORTIFY_SOURCE=2
   checks against the size of the subobject (strcpy, strcat, sprintf,
   fgets, ...: glibc's __glibc_objsize, type 1), and DEST is the address of
   an array field that is not the last of its structure (&s.name,
   &p->name[k], or an SSA name set to one), return that field: the call
   gets the field's bounds, as s.name[i] does (foc-check.cc).  */

static tree
foc_string_dest_field (const struct foc_libcall *lc, tree dest)
{
  static const char *const type1[] = {
    "strcpy", "stpcpy", "strncpy", "stpncpy", "strcat", "strncat",
    "sprintf", "snprintf", "vsprintf", "vsnprintf", "gets", "fgets",
    "fgets_unlocked"
  };
  bool found = false;
  for (size_t i = 0; i < ARRAY_SIZE (type1); i++)
    if (!strcmp (lc->name, type1[i]))
      found = true;
  if (!found || !foc_opts.narrow)
    return NULL_TREE;
  if (TREE_CODE (dest) == SSA_NAME && !SSA_NAME_IS_DEFAULT_DEF (dest))
    {
      gimple *def = SSA_NAME_DEF_STMT (dest);
      if (gimple_assign_single_p (def)
	  && TREE_CODE (gimple_assign_rhs1 (def)) == ADDR_EXPR)
	dest = gimple_assign_rhs1 (def);
    }
  if (TREE_CODE (dest) != ADDR_EXPR)
    return NULL_TREE;
  tree ref = TREE_OPERAND (dest, 0);
  while (TREE_CODE (ref) == ARRAY_REF)
    ref = TREE_OPERAND (ref, 0);
  if (TREE_CODE (ref) != COMPONENT_REF || !foc_narrowable_field_p (ref)
      || !foc_addressable_ref_p (ref))
    return NULL_TREE;
  return ref;
}

/* Does CALL return a pointer into its argument *ARGNO?  */

bool
foc_call_returns_arg (gcall *call, unsigned *argno)
{
  int flags = gimple_call_return_flags (call);
  if (flags & ERF_RETURNS_ARG)
    {
      *argno = flags & ERF_RETURN_ARG_MASK;
      return *argno < gimple_call_num_args (call);
    }
  bool chk;
  const struct foc_libcall *lc = foc_lookup (call, &chk);
  if (lc)
    {
      if (lc->ret_arg < 0)
	return false;
      *argno = lc->ret_arg;
      return true;
    }

  /* Functions libfoc does not wrap that return a pointer into their first
     argument (or null).  */
  static const char *const into_arg0[] = {
    "strpbrk", "strtok", "strtok_r", "basename", "memrchr", "rawmemchr",
    "strchrnul", "index", "rindex", "strcasestr", "memmem", "__xpg_basename"
  };
  tree fndecl = gimple_call_fndecl (call);
  if (!fndecl || !DECL_NAME (fndecl) || !TREE_PUBLIC (fndecl)
      || gimple_call_num_args (call) == 0
      || !POINTER_TYPE_P (TREE_TYPE (gimple_call_arg (call, 0)))
      || !gimple_call_lhs (call)
      || !POINTER_TYPE_P (TREE_TYPE (gimple_call_lhs (call))))
    return false;
  const char *name = foc_libc_name (fndecl);
  for (size_t i = 0; i < ARRAY_SIZE (into_arg0); i++)
    if (!strcmp (name, into_arg0[i]))
      {
	*argno = 0;
	return true;
      }
  return false;
}

bool
foc_libcall_p (gcall *call)
{
  bool chk;
  return foc_opts.libcalls && foc_lookup (call, &chk) != NULL;
}

/* Replace CALL by a call to libfoc's checked version.  Returns true if it
   did.  */

bool
foc_redirect_libcall (gcall *call)
{
  bool chk;
  const struct foc_libcall *lc = foc_lookup (call, &chk);
  if (!lc)
    return false;

  size_t nfixed = strcspn (lc->params, ".*");
  bool varargs = lc->params[nfixed] != '\0';
  bool vbounds = lc->params[nfixed] == '*';
  unsigned extra = chk ? lc->chk_n : 0;
  unsigned nargs = gimple_call_num_args (call);

  /* The arguments of the plain form.  */
  auto_vec<tree, 8> args;
  for (unsigned a = 0; a < nargs; a++)
    if (!chk || a < lc->chk_pos || a >= lc->chk_pos + extra)
      args.safe_push (gimple_call_arg (call, a));

  /* Redirect only what libfoc can check, or what would otherwise go
     through a fortify check that aborts.  */
  bool any = chk;
  tree fndecl = foc_visible_callee (call);
  cgraph_node *node = cgraph_node::get (fndecl);
  if (node && node->definition)
    any = true;
  struct foc_bounds b[8];
  unsigned nptrs = 0;
  tree field = foc_string_dest_field (lc, args[0]);
  for (unsigned k = 0; k < nfixed; k++)
    if (lc->params[k] == 'p')
      {
	if (k == 0 && field)
	  {
	    /* Filled in below, once the sequence exists.  */
	    b[nptrs].base = b[nptrs].bound = NULL_TREE;
	    any = true;
	  }
	else if (foc_bounds_of (args[k], &b[nptrs]))
	  any = true;
	else
	  {
	    b[nptrs].base = foc_unknown_base ();
	    b[nptrs].bound = foc_unknown_bound ();
	  }
	nptrs++;
      }
  /* '*': bounds of the variadic arguments.  */
  unsigned nvar = vbounds ? args.length () - nfixed : 0;
  auto_vec<struct foc_bounds, 8> vb;
  for (unsigned k = 0; k < nvar; k++)
    {
      struct foc_bounds vk;
      tree a = args[nfixed + k];
      if (POINTER_TYPE_P (TREE_TYPE (a)) && foc_bounds_of (a, &vk))
	any = true;
      else
	{
	  vk.base = foc_unknown_base ();
	  vk.bound = foc_unknown_bound ();
	}
      vb.safe_push (vk);
    }
  if (!any)
    return false;

  location_t loc = gimple_location (call);
  gimple_seq seq = NULL;
  if (field)
    {
      /* The destination is an array field: its bounds are the field's.  */
      b[0].base = foc_ref_address (&seq, field);
      b[0].bound = gimple_build (&seq, loc, POINTER_PLUS_EXPR,
				 TREE_TYPE (b[0].base), b[0].base,
				 fold_convert (sizetype,
					       DECL_SIZE_UNIT
					       (TREE_OPERAND (field, 1))));
    }
  tree up = foc_uintptr_type ();
  auto_vec<tree, 16> newargs;
  newargs.safe_push (foc_site_string (call));
  for (unsigned k = 0; k < nptrs; k++)
    {
      newargs.safe_push (gimple_convert (&seq, loc, up, b[k].base));
      newargs.safe_push (gimple_convert (&seq, loc, up, b[k].bound));
    }
  auto_vec<tree, 8> types;
  if (vbounds)
    {
      newargs.safe_push (build_int_cst (unsigned_type_node, nvar));
      types.safe_push (unsigned_type_node);
      for (unsigned k = 0; k < nvar; k++)
	{
	  newargs.safe_push (gimple_convert (&seq, loc, up, vb[k].base));
	  newargs.safe_push (gimple_convert (&seq, loc, up, vb[k].bound));
	}
    }
  for (unsigned a = 0; a < args.length (); a++)
    {
      newargs.safe_push (args[a]);
      if (a < nfixed && !vbounds)
	types.safe_push (TREE_TYPE (args[a]));
    }

  char *wname = lc->wrapper ? xstrdup (lc->wrapper)
				: concat ("__foc_", lc->name, NULL);
  tree rettype = TREE_TYPE (gimple_call_fntype (call));
  tree decl = foc_wrapper_decl (wname, rettype, &types, nptrs, varargs);
  free (wname);

  gcall *nc = gimple_build_call_vec (decl, newargs);
  gimple_call_set_lhs (nc, gimple_call_lhs (call));
  gimple_set_location (nc, loc);
  gimple_seq_set_location (seq, loc);
  gimple_stmt_iterator gsi = gsi_for_stmt (call);
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  gsi_replace (&gsi, nc, false);

  if (foc_opts.verbose)
    inform (loc, "foc: redirected %qs to %qs", lc->name,
	    IDENTIFIER_POINTER (DECL_NAME (decl)));
  if (dump_file)
    {
      fprintf (dump_file, "foc: redirected call: ");
      print_gimple_stmt (dump_file, nc, 0, TDF_SLIM);
    }
  return true;
}
