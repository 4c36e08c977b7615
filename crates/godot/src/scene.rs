//! What the nodes ask of the scene tree by name.
//!
//! The extension builds gdext with its minimal class set (the workspace's
//! `godot` dependency turns off the default full code generation, which
//! generates every engine class and was most of each build's time). That set
//! has `SceneTree` but not `SceneTreeTimer`, so the timer is made through
//! Godot's own method call; the behaviour is that of
//! `get_tree().create_timer(seconds)`.

use godot::classes::Node;
use godot::prelude::*;

/// A one-shot timer of `seconds` from the node's scene tree (the tree's
/// `create_timer`), to connect its `timeout` signal; `None` when the tree
/// gave none.
pub fn one_shot_timer<T: Inherits<Node>>(node: &Gd<T>, seconds: f64) -> Option<Gd<Object>> {
    node.upcast_ref::<Node>()
        .get_tree()
        .call("create_timer", vslice![seconds])
        .try_to::<Gd<Object>>()
        .ok()
}
