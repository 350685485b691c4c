import java.util.Properties
import toolchain.RustToolchain

plugins {
    alias(libs.plugins.android.application)
}

/** The Cargo workspace: this project sits in its `android/` directory. */
val cargoWorkspace: Directory = rootProject.layout.projectDirectory.dir("..")

/** The oldest Android the app runs on: the manifest's minSdk and the platform the core is built for. */
val minSdkLevel = 24

/** The ABIs the app ships the core for: phones, older phones, the emulator. */
val shippedAbis = listOf("arm64-v8a", "armeabi-v7a", "x86_64")

/**
 * This machine's android/local.properties (git-ignored; Android Studio writes
 * sdk.dir there): `cargo.dir` names the folder holding cargo when it is not
 * where rustup puts it.
 */
val localProperties = Properties().apply {
    rootProject.file("local.properties").takeIf { it.isFile }?.inputStream()?.use(::load)
}

/**
 * Release signing, never from the repository: environment variables
 * (SHOLO_KEYSTORE, SHOLO_KEYSTORE_PASSWORD, SHOLO_KEY_ALIAS, SHOLO_KEY_PASSWORD)
 * or `android/keystore.properties` (storeFile, storePassword, keyAlias,
 * keyPassword; git-ignored). Without either, the release build is unsigned.
 */
val releaseKey: Map<String, String>? = run {
    val file = rootProject.file("keystore.properties")
    val fromFile = Properties().apply { if (file.isFile) file.inputStream().use(::load) }
    fun value(env: String, key: String): String? = System.getenv(env) ?: fromFile.getProperty(key)
    val store = value("SHOLO_KEYSTORE", "storeFile") ?: return@run null
    mapOf(
        "storeFile" to store,
        "storePassword" to (value("SHOLO_KEYSTORE_PASSWORD", "storePassword") ?: error("SHOLO_KEYSTORE_PASSWORD / storePassword missing")),
        "keyAlias" to (value("SHOLO_KEY_ALIAS", "keyAlias") ?: error("SHOLO_KEY_ALIAS / keyAlias missing")),
        "keyPassword" to (value("SHOLO_KEY_PASSWORD", "keyPassword") ?: error("SHOLO_KEY_PASSWORD / keyPassword missing")),
    )
}

android {
    namespace = "app.shologuti"
    compileSdk = 36
    ndkVersion = libs.versions.ndk.get()

    defaultConfig {
        applicationId = "app.shologuti"
        minSdk = minSdkLevel
        targetSdk = 36
        // One place for the version: gradle.properties.
        versionCode = providers.gradleProperty("sholo.versionCode").get().toInt()
        versionName = providers.gradleProperty("sholo.versionName").get()
        ndk {
            abiFilters += shippedAbis
        }
    }

    // Android 13+ lists the app's languages (values-bn, -hi, -ne and English,
    // res/resources.properties) for its per-app language setting.
    androidResources {
        generateLocaleConfig = true
    }

    // Every language in every install: the app has its own language choice, and
    // before Android 13 Play would otherwise install only the phone's language,
    // so choosing another one in the app would change nothing.
    bundle {
        language {
            enableSplit = false
        }
    }

    signingConfigs {
        if (releaseKey != null) {
            create("release") {
                storeFile = rootProject.file(releaseKey.getValue("storeFile"))
                storePassword = releaseKey.getValue("storePassword")
                keyAlias = releaseKey.getValue("keyAlias")
                keyPassword = releaseKey.getValue("keyPassword")
            }
        }
    }

    buildTypes {
        release {
            isMinifyEnabled = true
            isShrinkResources = true
            proguardFiles(getDefaultProguardFile("proguard-android-optimize.txt"), "proguard-rules.pro")
            signingConfig = signingConfigs.findByName("release")
            // The core's symbols go to Play with the bundle, so Rust crashes are symbolicated.
            ndk {
                debugSymbolLevel = "FULL"
            }
        }
    }

    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_17
        targetCompatibility = JavaVersion.VERSION_17
    }

    testOptions {
        unitTests.isIncludeAndroidResources = true
        unitTests.all { test ->
            test.useJUnitPlatform()
            // The unit tests load the host build of the core through JNA.
            test.systemProperty("jna.library.path", cargoWorkspace.dir("target/debug").asFile.absolutePath)
            // ScreensTest keeps its pictures of the screens here.
            test.systemProperty("shologuti.screens.dir", layout.buildDirectory.dir("screens").get().asFile.absolutePath)
        }
    }
}

val bindings = tasks.register<UniffiBindings>("uniffiBindings") {
    description = "Generates the Kotlin bindings of the core into build/."
    workspace.set(cargoWorkspace)
    cargoDir.set(localProperties.getProperty("cargo.dir"))
    outputDir.set(layout.buildDirectory.dir("generated/uniffi/kotlin"))
}

/** The ABIs of the device Android Studio runs the app on, best first (none from the command line). */
val deviceAbis: String? = providers.gradleProperty("android.injected.build.abi").orNull

androidComponents {
    onVariants { variant ->
        val release = variant.buildType == "release"
        val rustLibraries = tasks.register<CargoNdkBuild>("cargoNdkBuild${variant.name.replaceFirstChar { it.uppercase() }}") {
            description = "Builds libsholo_ffi.so for the ${variant.name} build with cargo-ndk."
            workspace.set(cargoWorkspace)
            // A release: every ABI, the shipped `mobile` profile. A debug build:
            // the connected device's ABI only, the quick `android-dev` profile.
            abis.set(RustToolchain.abisFor(release, deviceAbis, shippedAbis))
            minSdk.set(minSdkLevel)
            profile.set(RustToolchain.profileFor(release))
            keepSymbols.set(release)
            cargoDir.set(localProperties.getProperty("cargo.dir"))
            ndkDirectory.set(androidComponents.sdkComponents.ndkDirectory)
            outputDir.set(layout.buildDirectory.dir("generated/rust/${variant.name}/jniLibs"))
        }
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
    // The screens under Robolectric are JUnit 4 tests, run by the vintage engine.
    testImplementation(libs.junit4)
    testImplementation(libs.robolectric)
    testRuntimeOnly(libs.junit.vintage)
    testRuntimeOnly(libs.junit.platform.launcher)
}
