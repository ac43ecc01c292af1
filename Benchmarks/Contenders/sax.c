/* The floor: libxml2's SAX2 parser over a file already in memory, with callbacks that only count
   (elements, attributes, the bytes of attribute values and of text). No tree is built: a loader
   that drives libxml2 cannot be faster than this. Network access off, as the loader has it.
   Prints `elements=N attrs=N value_bytes=N text_bytes=N build_ms=X`; build_ms is the parse. */
#include <libxml/parser.h>
#include <libxml/parserInternals.h>
#include "common.h"

typedef struct { long elems, attrs, vbytes, text; } State;

static void on_start(void *ctx, const xmlChar *local, const xmlChar *prefix, const xmlChar *uri,
                     int nb_ns, const xmlChar **ns, int nb_attrs, int nb_def, const xmlChar **at) {
    (void)local; (void)prefix; (void)uri; (void)nb_ns; (void)ns; (void)nb_def;
    State *s = ((xmlParserCtxtPtr)ctx)->_private;
    s->elems++;
    s->attrs += nb_attrs;
    for (int i = 0; i < nb_attrs; i++) s->vbytes += at[i * 5 + 4] - at[i * 5 + 3];
}

static void on_chars(void *ctx, const xmlChar *ch, int len) {
    (void)ch;
    ((State *)((xmlParserCtxtPtr)ctx)->_private)->text += len;
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: %s FILE\n", argv[0]); return 2; }
    size_t len;
    char *buf = slurp(argv[1], &len);
    xmlInitParser();
    State st = {0};
    double t0 = now_ms();
    xmlSAXHandler h;
    memset(&h, 0, sizeof h);
    h.initialized = XML_SAX2_MAGIC;
    h.startElementNs = on_start;
    h.characters = on_chars;
    xmlParserCtxtPtr ctxt = xmlCreateMemoryParserCtxt(buf, (int)len);
    xmlFree(ctxt->sax);
    ctxt->sax = &h;
    ctxt->_private = &st;
    ctxt->userData = ctxt;            /* the callbacks receive the context */
    xmlCtxtUseOptions(ctxt, XML_PARSE_NONET);
    xmlParseDocument(ctxt);
    int ok = ctxt->wellFormed;
    ctxt->sax = NULL;
    xmlFreeParserCtxt(ctxt);
    double t1 = now_ms();
    if (!ok) { fprintf(stderr, "parse error\n"); return 1; }
    printf("elements=%ld attrs=%ld value_bytes=%ld text_bytes=%ld build_ms=%.3f\n",
           st.elems, st.attrs, st.vbytes, st.text, t1 - t0);
    xmlCleanupParser();
    free(buf);
    return 0;
}
