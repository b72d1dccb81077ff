package com.jiaocai.community;

import com.getcapacitor.BridgeActivity;

public class MainActivity extends BridgeActivity {}
