//go:build !majiang_static

package majiang

// The shared library of the SDK this folder sits in (lib/); CGO_LDFLAGS=-L<dir> adds another.
// At run time the loader must find it: beside the program, on LD_LIBRARY_PATH (Linux),
// DYLD_LIBRARY_PATH (macOS) or PATH (Windows), or through an rpath given with
// CGO_LDFLAGS=-Wl,-rpath,<dir>.

/*
#cgo LDFLAGS: -L${SRCDIR}/../../lib -lmajiang
*/
import "C"
