/* libxml2's document tree: xmlReadMemory (network access off), a walk that counts elements and
   attributes, then xmlFreeDoc. What a loader built on a DOM pays before it creates any object.
   Prints `elements=N attrs=N parse_ms=X build_ms=X free_ms=X`; build_ms is the parse and the
   walk, free_ms the teardown. */
#include <libxml/parser.h>
#include <libxml/tree.h>
#include "common.h"

static void walk(xmlNodePtr n, long *elems, long *attrs) {
    for (; n; n = n->next) {
        if (n->type != XML_ELEMENT_NODE) continue;
        (*elems)++;
        for (xmlAttrPtr a = n->properties; a; a = a->next) (*attrs)++;
        walk(n->children, elems, attrs);
    }
}

int main(int argc, char **argv) {
    if (argc < 2) { fprintf(stderr, "usage: %s FILE\n", argv[0]); return 2; }
    size_t len;
    char *buf = slurp(argv[1], &len);
    xmlInitParser();
    double t0 = now_ms();
    xmlDocPtr doc = xmlReadMemory(buf, (int)len, "doc.xml", NULL, XML_PARSE_NONET);
    if (!doc) { fprintf(stderr, "parse error\n"); return 1; }
    double t1 = now_ms();
    long elems = 0, attrs = 0;
    walk(xmlDocGetRootElement(doc), &elems, &attrs);
    double t2 = now_ms();
    xmlFreeDoc(doc);
    double t3 = now_ms();
    printf("elements=%ld attrs=%ld parse_ms=%.3f build_ms=%.3f free_ms=%.3f\n",
           elems, attrs, t1 - t0, t2 - t0, t3 - t2);
    xmlCleanupParser();
    free(buf);
    return 0;
}
