//! The core's modules form no import cycle: each top-level module's mentions of
//! `crate::<module>` (its `use` lines and paths, tests included, comments not)
//! make a graph, and the graph must be acyclic, so the layering reads from the
//! board up: board and side; turn, rules and position; movegen, perft, notation
//! and hops; game; bot, save and stats.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// Module name → the modules it mentions.
fn module_graph() -> BTreeMap<String, BTreeSet<String>> {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut graph: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    let mut files = vec![src.clone()];
    while let Some(path) = files.pop() {
        if path.is_dir() {
            files.extend(fs::read_dir(&path).unwrap().map(|e| e.unwrap().path()));
            continue;
        }
        let relative = path.strip_prefix(&src).unwrap();
        let first = relative.iter().next().unwrap().to_str().unwrap();
        let module = first.trim_end_matches(".rs").to_string();
        if module == "lib" || path.extension().is_none_or(|e| e != "rs") {
            continue;
        }
        let text: String = fs::read_to_string(&path)
            .unwrap()
            .lines()
            .map(|line| line.split("//").next().unwrap())
            .collect::<Vec<_>>()
            .join(" ");
        let used = graph.entry(module.clone()).or_default();
        for (at, _) in text.match_indices("crate::") {
            for name in first_segments(&text[at + "crate::".len()..]) {
                if name != module {
                    used.insert(name);
                }
            }
        }
    }
    graph
}

/// The first path segment after `crate::`: `a` in `a::X`, and `a`, `b` in a
/// group `{a::{X, Y}, b}` (which may span lines).
fn first_segments(rest: &str) -> Vec<String> {
    let ident = |s: &str| -> String {
        s.trim_start()
            .chars()
            .take_while(|c| c.is_alphanumeric() || *c == '_')
            .collect()
    };
    let Some(group) = rest.strip_prefix('{') else {
        return vec![ident(rest)];
    };
    let (mut names, mut depth, mut start) = (Vec::new(), 0, 0);
    for (i, c) in group.char_indices() {
        match c {
            '{' => depth += 1,
            '}' if depth == 0 => {
                names.push(ident(&group[start..i]));
                break;
            }
            '}' => depth -= 1,
            ',' if depth == 0 => {
                names.push(ident(&group[start..i]));
                start = i + 1;
            }
            _ => {}
        }
    }
    names.retain(|n| !n.is_empty());
    names
}

/// A cycle in the graph, if there is one, as the modules along it.
fn find_cycle(graph: &BTreeMap<String, BTreeSet<String>>) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &BTreeMap<String, BTreeSet<String>>,
        stack: &mut Vec<String>,
        done: &mut BTreeSet<String>,
    ) -> Option<Vec<String>> {
        if let Some(at) = stack.iter().position(|n| n == node) {
            let mut cycle = stack[at..].to_vec();
            cycle.push(node.to_string());
            return Some(cycle);
        }
        if !done.insert(node.to_string()) {
            return None;
        }
        stack.push(node.to_string());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(cycle) = visit(next, graph, stack, done) {
                return Some(cycle);
            }
        }
        stack.pop();
        None
    }
    let mut done = BTreeSet::new();
    graph
        .keys()
        .find_map(|module| visit(module, graph, &mut Vec::new(), &mut done))
}

#[test]
fn the_modules_import_each_other_without_cycles() {
    let graph = module_graph();
    assert!(graph.contains_key("movegen") && graph["movegen"].contains("position"));
    if let Some(cycle) = find_cycle(&graph) {
        panic!("import cycle: {}", cycle.join(" -> "));
    }
}

#[test]
fn groups_name_every_module_they_use() {
    assert_eq!(first_segments("board::Point;"), ["board"]);
    assert_eq!(
        first_segments("{\n    board::{Point, PointSet},\n    rules::Taking, side,\n};"),
        ["board", "rules", "side"]
    );
}

#[test]
fn the_cycle_finder_sees_a_cycle() {
    let edge = |a: &str, b: &str| (a.to_string(), BTreeSet::from([b.to_string()]));
    let graph = BTreeMap::from([edge("turn", "hops"), edge("hops", "turn")]);
    assert_eq!(
        find_cycle(&graph),
        Some(vec!["hops".into(), "turn".into(), "hops".into()])
    );
}
