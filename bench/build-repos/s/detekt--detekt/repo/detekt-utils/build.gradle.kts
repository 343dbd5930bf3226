plugins {
    id("module")
}

dependencies {
    testImplementation(libs.assertj.core)
}
