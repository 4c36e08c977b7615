#!/usr/bin/env bash
# The Godot sandbox: a Debian sid chroot with Godot 4.6.x (see ../sandbox/sid.sh).
exec "$(dirname "$0")/../sandbox/sid.sh" godot "$@"
