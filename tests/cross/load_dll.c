/* tests/cross/load_dll.c -- loads a DLL as a host application does at run
 * time (Godot loading a GDExtension, C# DllImport) and resolves symbols.
 *
 *     load_dll.exe PATH.dll SYMBOL...
 *
 * Prints one line per symbol; exits non-zero when the DLL does not load (a
 * missing dependency DLL shows up here) or a symbol is not exported. Built
 * with mingw-w64 and run under wine by tests/cross/check.sh.
 */
#include <stdio.h>
#include <windows.h>

int main(int argc, char **argv) {
    if (argc < 3) {
        fprintf(stderr, "usage: %s PATH.dll SYMBOL...\n", argv[0]);
        return 2;
    }
    HMODULE dll = LoadLibraryA(argv[1]);
    if (dll == NULL) {
        printf("LoadLibrary(%s) failed: error %lu\n", argv[1], (unsigned long)GetLastError());
        return 1;
    }
    int missing = 0;
    for (int i = 2; i < argc; i++) {
        if (GetProcAddress(dll, argv[i]) != NULL) {
            printf("%s exports %s\n", argv[1], argv[i]);
        } else {
            printf("%s does not export %s (error %lu)\n", argv[1], argv[i],
                   (unsigned long)GetLastError());
            missing++;
        }
    }
    FreeLibrary(dll);
    return missing == 0 ? 0 : 1;
}
