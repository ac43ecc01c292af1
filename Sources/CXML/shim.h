#ifndef VIEWLOADER_CXML_SHIM_H
#define VIEWLOADER_CXML_SHIM_H

// libxml2's headers pull in the system ICU when LIBXML_ICU_ENABLED is set, and Foundation brings
// its own ICU: a module that sees both fails clean builds ("'UErrorCode' has different
// definitions"). Read the version header first and switch ICU off before anything else.
#include <libxml/xmlversion.h>
#undef LIBXML_ICU_ENABLED

#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include <libxml/xmlerror.h>
#include <libxml/SAX2.h>

#endif
