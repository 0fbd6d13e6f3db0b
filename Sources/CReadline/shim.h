#ifndef CURVES_CREADLINE_SHIM_H
#define CURVES_CREADLINE_SHIM_H
// readline.h needs stdio.h first.
#include <stdio.h>
#include <stdlib.h>
#include <readline/readline.h>
#include <readline/history.h>
#endif
