#!/usr/bin/env bash
# tests/require-tools.sh WHO TOOL=PACKAGE... -- makes sure every TOOL the
# tests call is on PATH, installing the missing ones' Debian PACKAGEs
# (tests/apt-install.sh), then checks again and prints what it found.
#
# Drift shows itself: Debian moves programs between packages and out of
# PATH (sid's wine moved `wineserver` to /usr/lib/x86_64-linux-gnu/wine/),
# so a package that installs without error is not proof that the program is
# there. After the install every TOOL is looked up again; one still missing
# fails the script at once, naming its package and the version installed
# (or "not installed"). The last lines are a table of tool, path, package
# and version, so a test log records what ran.
#
# A TOOL of the form `PYTHON:MODULE` (`python3:venv`, `/usr/bin/python3:fontTools`)
# is a Python module that interpreter must import; an absolute path without a
# colon is a file that must exist (a font, say).
set -euo pipefail
who=$1
shift

have() {   # have TOOL: 0 when the program (or python3:module) is there
    case $1 in
        *:*) "${1%%:*}" -c "import ${1#*:}" >/dev/null 2>&1 ;;
        /*) [ -e "$1" ] ;;
        *) command -v "$1" >/dev/null 2>&1 ;;
    esac
}

version_of() {   # version_of PACKAGE: the installed version, or "not installed"
    dpkg-query -W -f='${Version}' "$1" 2>/dev/null | grep . || echo "not installed"
}

missing=()
for pair in "$@"; do
    tool=${pair%%=*} package=${pair#*=}
    have "$tool" || missing+=("$package")
done
if [ ${#missing[@]} -gt 0 ]; then
    # One package may provide several tools: install each once.
    mapfile -t missing < <(printf '%s\n' "${missing[@]}" | sort -u)
    bash "$(dirname "$0")/apt-install.sh" "$who" "${missing[@]}"
fi

failed=0
for pair in "$@"; do
    tool=${pair%%=*} package=${pair#*=}
    if have "$tool"; then
        case $tool in
            *:*) where="(module of ${tool%%:*})" ;;
            /*) where=$tool ;;
            *) where=$(command -v "$tool") ;;
        esac
        printf '%s: %-12s %-28s %s %s\n' "$who" "$tool" "$where" "$package" "$(version_of "$package")"
    else
        printf '%s: error: %s is not there after installing Debian package %s (version: %s);\n' \
            "$who" "$tool" "$package" "$(version_of "$package")" >&2
        printf '%s:        the package may have moved or renamed it (check: dpkg -L %s)\n' \
            "$who" "$package" >&2
        failed=1
    fi
done
exit "$failed"
