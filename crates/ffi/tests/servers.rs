//! The table server examples, each through its own test against this run's libmajiang:
//! `examples/go-server` (`go test`) and `examples/java-server` (its JDK-only `ServerTest`).
//! Each plays whole 四川 and 红中 hands through an authoritative TCP table on 127.0.0.1 with four
//! AI clients (and a 转转 hand with two of the server's own AIs), bounded in hands and time, and checks zero-sum results, that every seat was told
//! them, that no line showed a seat another's concealed tiles, and that an illegal action was
//! refused.

#![allow(
    clippy::undocumented_unsafe_blocks,
    reason = "the shared test helpers (common) call exports with live locals; each export's contract is its doc"
)]

mod common;
mod tools;

use std::process::Command;
use tools::{JNA_JAR, javac, out_dir, run, shared_lib};

#[test]
fn go_server_plays_sichuan_and_hongzhong_tables() {
    let dir = common::repo_root().join("examples/go-server");
    let stdout = tools::go_test(&dir, "go-server", "", ".");
    for line in [
        "go-server sichuan: 2 hands played by 4 AI clients and 0 server AIs, zero-sum, no leak",
        "go-server hongzhong: 2 hands played by 4 AI clients and 0 server AIs, zero-sum, no leak",
        "go-server zhuanzhuan: 1 hands played by 2 AI clients and 2 server AIs, zero-sum, no leak",
    ] {
        assert!(stdout.contains(line), "go-server: no {line:?} in {stdout}");
    }
    println!(
        "{}",
        stdout.lines().filter(|l| l.starts_with("go-server ")).collect::<Vec<_>>().join("\n")
    );
}

#[test]
fn java_server_plays_sichuan_and_hongzhong_tables() {
    let root = common::repo_root().join("examples/java-server");
    let classes = out_dir("java-server").join("classes");
    let mut sources = vec![root.join("test/ServerTest.java")];
    for name in ["Table.java", "AiClient.java"] {
        sources.push(root.join("src").join(name));
    }
    javac(&classes, &sources);
    let stdout = run(
        "java-server",
        Command::new("timeout")
            .args(["300", "java", "-cp"])
            .arg(format!("{}:{JNA_JAR}", classes.display()))
            .arg(format!("-Dmajiang.lib={}", shared_lib().display()))
            .arg("ServerTest"),
    );
    let last = stdout.lines().last().unwrap_or_default();
    assert!(last.ends_with(" 0 failed") && !last.starts_with("0 passed"), "java-server: {stdout}");
    for line in [
        "java-server sichuan: 2 hands played by 4 AI clients and 0 server AIs",
        "java-server hongzhong: 2 hands played by 4 AI clients and 0 server AIs",
        "java-server zhuanzhuan: 1 hands played by 2 AI clients and 2 server AIs",
    ] {
        assert!(stdout.contains(line), "java-server: no {line:?} in {stdout}");
    }
    println!("java-server: {last}");
}
