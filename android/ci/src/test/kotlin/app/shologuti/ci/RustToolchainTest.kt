package app.shologuti.ci

import org.junit.jupiter.api.Assertions.assertEquals
import org.junit.jupiter.api.Assertions.assertNull
import org.junit.jupiter.api.Assertions.assertTrue
import org.junit.jupiter.api.Test
import org.junit.jupiter.api.io.TempDir
import toolchain.RustToolchain
import java.io.File

/** How the Gradle build finds cargo and chooses what to compile (buildSrc's RustToolchain). */
class RustToolchainTest {
    @TempDir
    lateinit var dir: File

    /** An executable [name] in the folder [folder] under the temporary directory. */
    private fun tool(folder: String, name: String): File =
        File(dir, "$folder/$name").apply {
            parentFile.mkdirs()
            writeText("#!/bin/sh\n")
            setExecutable(true)
        }

    @Test
    fun `cargo is found where rustup puts it, without PATH`() {
        val cargo = tool("home/.cargo/bin", "cargo")
        assertEquals(cargo, RustToolchain.findCargo(null, mapOf("PATH" to "/usr/bin"), File(dir, "home").path))
    }

    @Test
    fun `local properties' cargo dir comes first, then CARGO_HOME, then the home folder, then PATH`() {
        val configured = tool("configured", "cargo")
        val cargoHome = tool("cargo-home/bin", "cargo")
        val homeCargo = tool("home/.cargo/bin", "cargo")
        val onPath = tool("path", "cargo")
        val home = File(dir, "home").path
        val env = mapOf("CARGO_HOME" to File(dir, "cargo-home").path, "PATH" to File(dir, "path").path)
        assertEquals(configured, RustToolchain.findCargo(configured.parent, env, home))
        assertEquals(cargoHome, RustToolchain.findCargo(null, env, home))
        assertEquals(homeCargo, RustToolchain.findCargo(null, env - "CARGO_HOME", home))
        assertEquals(onPath, RustToolchain.findCargo(null, env - "CARGO_HOME", File(dir, "nobody").path))
    }

    @Test
    fun `no cargo anywhere - nothing found, and the message says what to install`() {
        assertNull(RustToolchain.findCargo(null, mapOf("PATH" to File(dir, "empty").path), File(dir, "nobody").path))
        assertNull(RustToolchain.findCargo(File(dir, "wrong").path, emptyMap(), null), "a cargo.dir without cargo is not skipped silently")
        assertTrue(RustToolchain.NO_CARGO.contains("rustup") && RustToolchain.NO_CARGO.contains("cargo.dir"))
        assertTrue(RustToolchain.NO_CARGO_NDK.contains("cargo install cargo-ndk"))
    }

    @Test
    fun `cargo-ndk is looked for next to cargo, then on PATH`() {
        val cargo = tool("bin", "cargo")
        assertNull(RustToolchain.findCargoNdk(cargo, emptyMap()))
        val onPath = tool("path", "cargo-ndk")
        assertEquals(onPath, RustToolchain.findCargoNdk(cargo, mapOf("PATH" to onPath.parent)))
        val beside = tool("bin", "cargo-ndk")
        assertEquals(beside, RustToolchain.findCargoNdk(cargo, mapOf("PATH" to onPath.parent)))
    }

    private val shipped = listOf("arm64-v8a", "armeabi-v7a", "x86_64")

    @Test
    fun `a debug build compiles the connected device's ABI in the quick profile, a release every ABI in mobile`() {
        assertEquals(listOf("arm64-v8a"), RustToolchain.abisFor(release = false, injectedAbis = "arm64-v8a,armeabi-v7a,armeabi", shipped))
        assertEquals(listOf("x86_64"), RustToolchain.abisFor(release = false, injectedAbis = "x86_64,x86", shipped))
        assertEquals(listOf("armeabi-v7a"), RustToolchain.abisFor(release = false, injectedAbis = "riscv64,armeabi-v7a", shipped),
            "a device ABI the app does not ship is skipped")
        assertEquals(shipped, RustToolchain.abisFor(release = false, injectedAbis = null, shipped), "from the command line: every ABI")
        assertEquals(shipped, RustToolchain.abisFor(release = true, injectedAbis = "arm64-v8a", shipped))
        assertEquals("android-dev", RustToolchain.profileFor(release = false))
        assertEquals("mobile", RustToolchain.profileFor(release = true))
        assertEquals("debug", RustToolchain.profileDir("dev"))
        assertEquals("mobile", RustToolchain.profileDir("mobile"))
        for (abi in shipped) assertTrue(abi in RustToolchain.targets, "no Rust target for $abi")
    }
}
