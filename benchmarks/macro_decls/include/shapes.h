/* Declarations written through macros, as benchmark suites write them: the element type
 * and the array declarators are macros, so a front end that does not preprocess sees
 * neither the type nor the shape of the arrays. */
#ifndef SHAPES_H
#define SHAPES_H
#ifdef ELEMENT_IS_FLOAT
#define ELEMENT float
#else
#define ELEMENT double
#endif
#define ARRAY_2D(var, dim1, dim2, size1, size2) var[dim1][dim2]
#define NI 800
#define NJ 900
#define NK 1100
#define NL 1200
#endif
