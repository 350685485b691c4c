#!/usr/bin/env bash
# Proves that the counting of scripts/counting.sh turns red when a test crashes:
# plants failing and crashing tests in two tiny scratch projects (cargo, and
# Maven with JUnit 5 and the surefire set-up of tests/kotlin) and in a killed
# suite, runs them for real, and asserts what the counting functions make of
# their logs. Takes seconds; needs no build of the workspace. Maven resolves
# JUnit, JNA and surefire (the versions tests/kotlin uses, so cached after it).
#
# Ends with `tests:`/`checks:` lines and `N passed, N failed`, one per assertion.
set -uo pipefail
repo="$(cd "$(dirname "$0")/.." && pwd)"
# shellcheck source=scripts/counting.sh
source "$repo/scripts/counting.sh"

scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT
passed=0
failed=0

# expect WHAT GOT WANTED
expect() {
  if [ "$2" = "$3" ]; then
    passed=$((passed + 1))
    echo "PASS $1"
  else
    failed=$((failed + 1))
    echo "FAIL $1: got '$2', wanted '$3'"
  fi
}

# 1. cargo: a binary that aborts mid-run prints no summary line.
cargo_project() {
  local dir=$scratch/cargo
  mkdir -p "$dir/src" "$dir/tests"
  cat >"$dir/Cargo.toml" <<'EOF'
[package]
name = "planted"
version = "0.0.0"
edition = "2021"
publish = false

[workspace]
EOF
  : >"$dir/src/lib.rs"
  echo '#[test] fn fine() {} #[test] fn also_fine() {}' >"$dir/tests/a_passes.rs"
  echo '#[test] fn aborts() { std::process::abort() } #[test] fn fine() {}' >"$dir/tests/b_aborts.rs"
  echo '#[test] fn fails() { panic!("planted") }' >"$dir/tests/c_fails.rs"
  echo '#[test] fn fine() {}' >"$dir/tests/d_passes.rs"
  (cd "$dir" && CARGO_TARGET_DIR="$dir/target" RUST_BACKTRACE=0 cargo test --no-fail-fast >"$dir/log" 2>&1)
  local status=$?
  count_cargo_log "$dir/log" "$status"
  expect "cargo: the run fails" "$([ "$status" -ne 0 ] && echo yes)" yes
  expect "cargo: the binaries after the abort still run" "$(grep -c 'Running tests/d_passes.rs' "$dir/log")" 1
  expect "cargo: passes counted" "$COUNT_PASSED" 3
  expect "cargo: a failing test and an aborted binary are two failures" "$COUNT_FAILED" 2
  expect "cargo: the aborted binary is named" "$(printf '%s\n' "${COUNT_CRASHED[@]}" | grep -c b_aborts)" 1
}

# 2. surefire: a JVM that aborts through JNA, one that calls System.exit.
maven_project() {
  local dir=$scratch/maven
  local tests=$dir/src/test/java/planted
  mkdir -p "$tests"
  # The versions and fork set-up of tests/kotlin/pom.xml.
  local pom=$repo/tests/kotlin/pom.xml
  local junit jna surefire
  junit=$(sed -n 's:.*<junit.version>\(.*\)</junit.version>.*:\1:p' "$pom")
  jna=$(sed -n 's:.*<jna.version>\(.*\)</jna.version>.*:\1:p' "$pom")
  surefire=$(grep -A1 '<artifactId>maven-surefire-plugin</artifactId>' "$pom" | sed -n 's:.*<version>\(.*\)</version>.*:\1:p')
  cat >"$dir/pom.xml" <<EOF
<?xml version="1.0" encoding="UTF-8"?>
<project xmlns="http://maven.apache.org/POM/4.0.0">
  <modelVersion>4.0.0</modelVersion>
  <groupId>planted</groupId>
  <artifactId>planted</artifactId>
  <version>0</version>
  <properties>
    <project.build.sourceEncoding>UTF-8</project.build.sourceEncoding>
    <maven.compiler.release>17</maven.compiler.release>
  </properties>
  <dependencies>
    <dependency><groupId>org.junit.jupiter</groupId><artifactId>junit-jupiter</artifactId><version>$junit</version><scope>test</scope></dependency>
    <dependency><groupId>net.java.dev.jna</groupId><artifactId>jna</artifactId><version>$jna</version><scope>test</scope></dependency>
  </dependencies>
  <build><plugins>
    <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-resources-plugin</artifactId><version>3.3.1</version></plugin>
    <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-compiler-plugin</artifactId><version>3.13.0</version></plugin>
    <plugin><groupId>org.apache.maven.plugins</groupId><artifactId>maven-surefire-plugin</artifactId><version>$surefire</version>
      <configuration><forkCount>1</forkCount><reuseForks>false</reuseForks></configuration></plugin>
  </plugins></build>
</project>
EOF
  cat >"$tests/APassesTest.java" <<'EOF'
package planted;
class APassesTest { @org.junit.jupiter.api.Test void fine() {} @org.junit.jupiter.api.Test void alsoFine() {} }
EOF
  cat >"$tests/BAbortsThroughJnaTest.java" <<'EOF'
package planted;
class BAbortsThroughJnaTest {
  public interface C extends com.sun.jna.Library { void abort(); }
  @org.junit.jupiter.api.Test void aborts() { com.sun.jna.Native.load("c", C.class).abort(); }
}
EOF
  cat >"$tests/CExitsTest.java" <<'EOF'
package planted;
class CExitsTest { @org.junit.jupiter.api.Test void exits() { System.exit(0); } }
EOF
  cat >"$tests/DFailsTest.java" <<'EOF'
package planted;
class DFailsTest { @org.junit.jupiter.api.Test void fails() { org.junit.jupiter.api.Assertions.fail("planted"); } }
EOF
  cat >"$tests/EPassesTest.java" <<'EOF'
package planted;
class EPassesTest { @org.junit.jupiter.api.Test void fine() {} }
EOF
  (cd "$dir" && mvn -B -q -Dstyle.color=never test >"$dir/log" 2>&1)
  local status=$?
  count_surefire "$dir/target/surefire-reports" "$dir/log" "$status" 'EPassesTest$'
  expect "surefire: the run fails" "$([ "$status" -ne 0 ] && echo yes)" yes
  expect "surefire: tests passed" "$TESTS_PASSED" 2
  expect "surefire: a failure, a JNA abort and a System.exit are three failures" "$TESTS_FAILED" 3
  expect "surefire: the crashed classes are named" "${CRASHED[*]}" "planted.BAbortsThroughJnaTest planted.CExitsTest"
  expect "surefire: the class after the crashes still ran (as a check)" "$CHECKS_PASSED" 1
}

# 3. A suite's own closing line is not taken on trust.
suite_lines() {
  local log=$scratch/suite.log
  timeout 1 bash -c 'echo "3 passed, 0 failed"; sleep 20' >"$log" 2>&1
  read_kinds "$log" $?
  expect "a killed suite counts a failure" "$SUITE_TESTS_FAILED" 1
  printf 'tests: 4 passed, 0 failed\nchecks: 2 passed, 0 failed\n6 passed, 0 failed\n' >"$log"
  read_kinds "$log" 1
  expect "a suite exiting non-zero after '0 failed' counts a failure" "$SUITE_TESTS_FAILED" 1
  read_kinds "$log" 0
  expect "a clean suite: tests and checks apart" \
    "$SUITE_TESTS_PASSED $SUITE_TESTS_FAILED $SUITE_CHECKS_PASSED $SUITE_CHECKS_FAILED" "4 0 2 0"
  : >"$log"
  read_kinds "$log" 0
  expect "a suite that printed no result line counts a failure" "$SUITE_TESTS_FAILED" 1
}

cargo_project
maven_project
suite_lines
print_kinds "$passed" "$failed" 0 0
[ "$failed" -eq 0 ]
