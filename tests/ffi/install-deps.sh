#!/usr/bin/env bash
# tests/ffi/install-deps.sh -- installs the toolchains the C ABI consumers need
# (crates/ffi/tests/consumers.rs): gcc, g++, python3, valgrind, mcs + mono
# (C#), luajit, golang-go (Go 1.19, cgo), openjdk-17-jdk-headless (javac, java) and
# libjna-java (/usr/share/java/jna.jar) for the Java binding. Idempotent: installs only what is missing, then checks that
# every tool is there and prints the versions (tests/require-tools.sh).
# Needs root (or sudo) and Debian's package mirror only when something is missing.
set -euo pipefail
exec bash "$(dirname "$0")/../require-tools.sh" "install-deps" \
  gcc=gcc g++=g++ python3=python3 valgrind=valgrind \
  mcs=mono-mcs mono=mono-runtime luajit=luajit go=golang-go javac=openjdk-17-jdk-headless \
  java=openjdk-17-jdk-headless /usr/share/java/jna.jar=libjna-java
