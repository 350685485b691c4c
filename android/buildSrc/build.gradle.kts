// The Rust build steps the app's build uses (see src/main/kotlin).
plugins {
    `kotlin-dsl`
}

repositories {
    mavenCentral()
}
