plugins {
    alias(libs.plugins.android.application)
}

/** The Cargo workspace: this project sits in its `android/` directory. */
val cargoWorkspace: Directory = rootProject.layout.projectDirectory.dir("..")

android {
    namespace = "app.shologuti"
    compileSdk = 36

    defaultConfig {
        applicationId = "app.shologuti"
        minSdk = 24
        targetSdk = 36
        versionCode = 1
        versionName = "1.0"
        ndk {
            abiFilters += listOf("arm64-v8a", "armeabi-v7a", "x86_64")
        }
    }

    buildTypes {
        release {
            isMinifyEnabled = true
            isShrinkResources = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
        }
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }

    testOptions {
        unitTests.all { test ->
            test.useJUnitPlatform()
            // The unit tests load the host build of the core through JNA.
            test.systemProperty("jna.library.path", cargoWorkspace.dir("target/debug").asFile.absolutePath)
            // BoardRenderTest keeps its pictures of the board here.
            test.systemProperty("shologuti.render.dir", layout.buildDirectory.dir("renders").get().asFile.absolutePath)
        }
    }
}

val rustLibraries = tasks.register<CargoNdkBuild>("cargoNdkBuild") {
    // Always Cargo's release profile: a debug build of the bot is too slow to play against.
    description = "Builds libsholo_ffi.so for each ABI with cargo-ndk."
    workspace.set(cargoWorkspace)
    abis.set(listOf("arm64-v8a", "armeabi-v7a", "x86_64"))
    minSdk.set(24)
    outputDir.set(layout.buildDirectory.dir("generated/rust/jniLibs"))
}

val bindings = tasks.register<UniffiBindings>("uniffiBindings") {
    description = "Generates the Kotlin bindings of the core into build/."
    workspace.set(cargoWorkspace)
    outputDir.set(layout.buildDirectory.dir("generated/uniffi/kotlin"))
}

androidComponents {
    onVariants { variant ->
        variant.sources.jniLibs?.addGeneratedSourceDirectory(rustLibraries, CargoNdkBuild::outputDir)
        variant.sources.kotlin?.addGeneratedSourceDirectory(bindings, UniffiBindings::outputDir)
    }
}

dependencies {
    // The Android AAR carries JNA's native dispatch library for every ABI.
    implementation("net.java.dev.jna:jna:${libs.versions.jna.get()}@aar")

    // Unit tests run on the desktop JVM, which needs the plain jar's natives.
    testImplementation(libs.jna)
    testImplementation(libs.junit.jupiter)
    testRuntimeOnly(libs.junit.platform.launcher)
}
