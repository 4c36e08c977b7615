//go:build majiang_static

package majiang

// The static library (go build -tags majiang_static), with the system libraries it needs, so
// the program runs with no libmajiang beside it. GNU ld and MinGW's ld (-Bstatic); on macOS,
// link the shared library.

/*
#cgo LDFLAGS: -L${SRCDIR}/../../lib -Wl,-Bstatic -lmajiang -Wl,-Bdynamic -lm -ldl -lpthread
*/
import "C"
