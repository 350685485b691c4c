@rem Gradle launcher for Windows.
@rem With gradle\wrapper\gradle-wrapper.jar present (run "gradle wrapper" once, see
@rem README.md) this is the standard wrapper; without it, install Gradle 9.6+ and
@rem run "gradle wrapper" in this directory first.
@echo off
setlocal
set DIR=%~dp0
set JAR=%DIR%gradle\wrapper\gradle-wrapper.jar
if not exist "%JAR%" (
  echo gradle\wrapper\gradle-wrapper.jar is missing: run "gradle wrapper" in %DIR% once. 1>&2
  exit /b 1
)
set JAVA_EXE=java.exe
if defined JAVA_HOME set JAVA_EXE=%JAVA_HOME%\bin\java.exe
"%JAVA_EXE%" %JAVA_OPTS% %GRADLE_OPTS% -Dorg.gradle.appname=gradlew -classpath "%JAR%" org.gradle.wrapper.GradleWrapperMain %*
exit /b %ERRORLEVEL%
