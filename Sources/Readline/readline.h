#ifndef CURVES_READLINE_H
#define CURVES_READLINE_H
// GNU readline's headers, for the CReadline shims. readline.h needs stdio.h first.
#include <stdio.h>
#include <readline/readline.h>
#include <readline/history.h>
#endif
