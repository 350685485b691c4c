#!/usr/bin/env bash
# Writes the Android string resources of the lessons and puzzles from the
# core's texts (core/src/learn/texts.<language>.tsv), one file per language:
# android/app/src/main/res/values[-bn|-hi|-ne]/learn_strings.xml, and the
# app's map from each key to its resource (ui/LearnStringIds.kt), so the app
# never looks a string up by name (release shrinking keeps only the strings
# the code names).
#
#   scripts/learn-strings.sh
#
# Run it after editing a TSV and commit both; android/ci ResourcesTest fails
# when a resource file no longer matches its TSV. A key becomes a resource
# name as `learn_` + the key with `.` and `-` turned into `_`
# (`lesson.step.1.why` → `learn_lesson_step_1_why`); `{0}`, `{1}` become
# `%1$s`, `%2$s`. The texts are escaped as aapt2 requires.
set -euo pipefail
cd "$(dirname "$0")/.."
texts=core/src/learn
res=android/app/src/main/res

write() { # <tsv> <values dir>
  mkdir -p "$2"
  awk -F'\t' -v source="$1" '
    BEGIN {
      print "<?xml version=\"1.0\" encoding=\"utf-8\"?>"
      print "<!-- Made by scripts/learn-strings.sh from " source "; edit that file, not this one. -->"
      print "<resources>"
    }
    {
      name = "learn_" $1
      gsub(/[.-]/, "_", name)
      text = $2
      gsub(/&/, "\\&amp;", text); gsub(/</, "\\&lt;", text); gsub(/>/, "\\&gt;", text)
      gsub(/\\/, "\\\\", text); gsub(/'\''/, "\\'\''", text); gsub(/"/, "\\\"", text)
      sub(/^[@?]/, "\\\\&", text)
      while (match(text, /\{[0-9]+\}/)) {
        n = substr(text, RSTART + 1, RLENGTH - 2) + 1
        text = substr(text, 1, RSTART - 1) "%" n "$s" substr(text, RSTART + RLENGTH)
      }
      print "    <string name=\"" name "\">" text "</string>"
    }
    END { print "</resources>" }
  ' "$1" > "$2/learn_strings.xml"
}

write "$texts/texts.en.tsv" "$res/values"
for language in bn hi ne; do
  write "$texts/texts.$language.tsv" "$res/values-$language"
done

# The key -> resource map, from the English keys (every language has the same).
ids=android/app/src/main/kotlin/app/shologuti/ui/LearnStringIds.kt
awk -F'\t' '
  BEGIN {
    print "// Made by scripts/learn-strings.sh from core/src/learn/texts.en.tsv; edit that file, not this one."
    print "package app.shologuti.ui"
    print ""
    print "import app.shologuti.R"
    print ""
    print "/** Each lesson and puzzle text key with its string resource, named in code so release shrinking keeps it. */"
    print "internal val LEARN_STRING_IDS: Map<String, Int> = mapOf("
  }
  NF {
    name = "learn_" $1
    gsub(/[.-]/, "_", name)
    print "    \"" $1 "\" to R.string." name ","
  }
  END { print ")" }
' "$texts/texts.en.tsv" > "$ids"
