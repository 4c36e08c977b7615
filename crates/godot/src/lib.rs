//! majiang for Godot 4: the Changsha tutorial's `AIPlayer` and `WinChecker`
//! nodes on majiang's core, a table node that runs whole hands, and the
//! `MahjongTile`/`MahjongMeld` helper classes. The classes convert GDScript
//! values and call the core; no rule lives here.

mod ai_player;
mod convert;
#[cfg(test)]
mod doc_classes;
mod hint;
mod meld;
#[cfg(test)]
mod names;
mod rule_options;
mod scene;
mod table;
mod tile;
mod win_checker;

use godot::prelude::*;

struct Majiang;

// SAFETY: gdext asks for exactly one `ExtensionLibrary` per library (this
// is it) and leaves what scripts do outside Rust to the user; the classes
// take only checked, converted values from scripts.
#[gdextension]
unsafe impl ExtensionLibrary for Majiang {}
