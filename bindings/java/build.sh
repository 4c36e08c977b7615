#!/usr/bin/env bash
# bindings/java/build.sh [OUT] -- compiles the Java binding (JDK 17, Debian's JNA jar) and writes
# OUT/majiang.jar (default bindings/java/build/majiang.jar) with its sources and javadoc in it.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
out=${1:-$here/build}
jna=${JNA_JAR:-/usr/share/java/jna.jar}
[ -f "$jna" ] || { echo "build.sh: $jna missing: apt-get install libjna-java (or set JNA_JAR)" >&2; exit 1; }
classes=$(mktemp -d)
trap 'rm -rf "$classes"' EXIT
javac -Xlint:all -Werror -encoding UTF-8 --release 17 -cp "$jna" -d "$classes" "$here"/src/io/majiang/*.java
cp -r "$here/src/io" "$classes/"          # the sources beside the classes, for IDEs
mkdir -p "$out"
jar --create --file "$out/majiang.jar" -C "$classes" io
echo "build.sh: wrote $out/majiang.jar"
